/**
 * Signed URLs, as Supabase Storage has them (ADR 029, ADR 031):
 *
 * - `POST /object/sign/{bucket}/{key}` with `{expiresIn, transform?}` answers
 *   `{signedURL: "/object/sign/{bucket}/{key}?token=…"}` when the caller may read the object under
 *   RLS; with a transformation, the link is `/render/image/sign/…` and the token carries it.
 * - `POST /object/sign/{bucket}` with `{expiresIn, paths}` signs up to `maxSignedPaths` keys at
 *   once: `[{path, signedURL, error}]`, an error for each key the caller cannot read.
 * - `GET /object/sign/{bucket}/{key}?token=…` serves the object to whoever holds the link until it
 *   expires (`GET /render/image/sign/…` serves the rendition: rendition-cache.ts).
 *
 * The path in `signedURL` is not percent-encoded: supabase-js encodes the whole URL itself. Tokens:
 * signed-token.ts. Limits: the caller's RLS read, a 64 KB body, at most a week, 1000 keys a call.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import { asCaller, callerOf } from './caller.ts';
import { storageErrors } from './errors.ts';
import { readJson } from './http.ts';
import { attachment } from './read.ts';
import { bucketTarget, isValidKey, objectTarget } from './object-key.ts';
import { findObject } from './objects-db.ts';
import { signToken, verifyToken } from './signed-token.ts';
import type { ObjectStore } from './store.ts';
import { parseTransform } from './transform.ts';

/** At most a week, as Supabase allows. */
export const maxSignedSeconds = 7 * 24 * 3600;
/** Keys one batch call may sign (Storage's MAX_OBJECTS_PER_REQUEST). */
export const maxSignedPaths = 1000;
const marker = '/object/sign/';

function expiresInOf(body: unknown): number {
  const expiresIn = Number((body as { expiresIn?: unknown } | null)?.expiresIn);
  if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > maxSignedSeconds) {
    throw storageErrors.invalidRequest(`expiresIn must be a whole number of seconds from 1 to ${maxSignedSeconds}`);
  }
  return expiresIn;
}

const transformKeys = ['width', 'height', 'resize', 'quality', 'format'] as const;

/** The `transform` option as the query strings /render/image reads, checked now; undefined when empty. */
function transformOf(body: unknown): Record<string, string> | undefined {
  const t = (body as { transform?: unknown } | null)?.transform;
  if (t === undefined || t === null) return undefined;
  if (typeof t !== 'object' || Array.isArray(t)) throw storageErrors.invalidRequest('transform must be an object');
  const raw: Record<string, string> = {};
  for (const k of transformKeys) {
    const v = (t as Record<string, unknown>)[k];
    if (v !== undefined && v !== null) raw[k] = String(v);
  }
  if (Object.keys(raw).length === 0) return undefined;
  parseTransform((name) => raw[name]);
  return raw;
}

export function signHandler(deps: ServerDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const { bucket, key } = objectTarget(c.req.url, marker);
    const caller = await callerOf(c, deps);
    const body = await readJson(c);
    const expiresIn = expiresInOf(body);
    const transform = transformOf(body);
    const row = await asCaller(deps.db, caller, (tx) => findObject(tx, bucket, key));
    if (!row) throw storageErrors.noSuchKey();
    const url = `${bucket}/${key}`;
    const token = await signToken(deps, { url, scope: 'download', ...(transform ? { transform } : {}) }, expiresIn);
    return c.json({ signedURL: `${transform ? '/render/image/sign/' : marker}${url}?token=${token}` });
  };
}

export function signManyHandler(deps: ServerDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const bucket = bucketTarget(c.req.url, marker);
    const caller = await callerOf(c, deps);
    const body = await readJson(c);
    const expiresIn = expiresInOf(body);
    const paths = (body as { paths?: unknown } | null)?.paths;
    if (!Array.isArray(paths) || paths.length === 0 || paths.length > maxSignedPaths) {
      throw storageErrors.invalidRequest(`paths must be an array of 1 to ${maxSignedPaths} object keys`);
    }
    if (!paths.every((p): p is string => typeof p === 'string'))
      throw storageErrors.invalidRequest('paths must be strings');
    const wanted = paths.filter(isValidKey);
    const { rows } = await asCaller(deps.db, caller, (tx) =>
      tx.query<{ name: string }>(`select name from storage.objects where bucket_id = $1 and name = any($2::text[])`, [
        bucket,
        wanted,
      ]),
    );
    const readable = new Set(rows.map((r) => r.name));
    const signed = await Promise.all(
      paths.map(async (path) => {
        if (!readable.has(path)) {
          return { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null };
        }
        const token = await signToken(deps, { url: `${bucket}/${path}`, scope: 'download' }, expiresIn);
        return { error: null, path, signedURL: `${marker}${bucket}/${path}?token=${token}` };
      }),
    );
    return c.json(signed);
  };
}

export function signedReadHandler(deps: ServerDeps, store: ObjectStore) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const { bucket, key } = objectTarget(c.req.url, marker);
    await verifyToken(deps, c.req.query('token'), `${bucket}/${key}`, 'download');
    // The link is the permission: read the row as the server.
    const row = await findObject(deps.db, bucket, key);
    if (!row?.version) throw storageErrors.noSuchKey();
    const object = await store.get({ bucket, key, version: row.version });
    if (!object) throw storageErrors.noSuchKey();
    const headers = new Headers({
      'Content-Type': row.mimetype ?? 'application/octet-stream',
      'Content-Length': String(object.size),
      'Cache-Control': 'private, no-store',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    const download = c.req.query('download');
    if (download !== undefined) headers.set('Content-Disposition', attachment(download || key.split('/').pop() || key));
    return new Response(object.body, { status: 200, headers });
  };
}

/** Storage's `X-Transformations` answer header for a transformation, e.g. `height:200,width:200,resizing_type:fill,quality:60`. */
export function transformationsHeader(raw: Record<string, string>): string {
  const resizing: Record<string, string> = { cover: 'fill', contain: 'fit', fill: 'force' };
  const parts: string[] = [];
  if (raw.height && raw.height !== '0') parts.push(`height:${raw.height}`);
  if (raw.width && raw.width !== '0') parts.push(`width:${raw.width}`);
  if (parts.length > 0) parts.push(`resizing_type:${resizing[raw.resize ?? 'cover'] ?? 'fill'}`);
  if (raw.quality) parts.push(`quality:${raw.quality}`);
  if (raw.format && raw.format !== 'origin') parts.push(`format:${raw.format}`);
  return parts.join(',');
}

/**
 * What `GET /render/image/sign/{bucket}/{key}?token=…` renders: the object the token names (read
 * as the server: the link is the permission) with the transformation it was signed with; the
 * query's own parameters are ignored.
 */
export async function signedRenderTarget(deps: ServerDeps, c: Context<AppEnv>, bucket: string, key: string) {
  const claims = await verifyToken(deps, c.req.query('token'), `${bucket}/${key}`, 'download');
  const raw = claims.transform ?? {};
  const t = parseTransform((name) => raw[name]);
  const row = await findObject(deps.db, bucket, key);
  if (!row?.version) throw storageErrors.noSuchKey();
  return { t, row: { ...row, version: row.version }, headers: { 'X-Transformations': transformationsHeader(raw) } };
}
