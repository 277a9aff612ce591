/**
 * Serving objects: GET/HEAD /object/public/{bucket}/{key} (no auth; the bucket must be public)
 * and GET/HEAD /object/{bucket}/{key} or /object/authenticated/{bucket}/{key} (as the caller;
 * RLS select decides), plus GET /object/info/{bucket}/{key}. The stored type and cache policy are
 * replayed, with an ETag (If-None-Match → 304) and Last-Modified.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import { anonymous, type RequestAuth } from '../lib/request-auth.ts';
import { asCaller, callerOf } from './caller.ts';
import { storageErrors } from './errors.ts';
import { objectTarget } from './object-key.ts';
import { findBucket, findObject, objectInfo, type ObjectRow } from './objects-db.ts';
import type { ObjectStore } from './store.ts';
import { defaultCacheControl } from './upload-options.ts';

export type Access = 'public' | 'authenticated';

/**
 * The object a read serves, with its stored version: a public read needs a public bucket, an
 * authenticated one the caller's RLS select. A missing bucket or object is Storage's 404 answer.
 */
export async function findServedObject(
  c: Context<AppEnv>,
  deps: ServerDeps,
  access: Access,
  bucket: string,
  key: string,
): Promise<ObjectRow & { version: string }> {
  let caller: RequestAuth = anonymous;
  if (access === 'public') {
    const b = await findBucket(deps.db, bucket);
    if (!b?.public) throw storageErrors.noSuchBucket();
  } else {
    caller = await callerOf(c, deps);
  }
  const row = await asCaller(deps.db, caller, (tx) => findObject(tx, bucket, key));
  if (!row) {
    if (access === 'authenticated' && !(await findBucket(deps.db, bucket))) throw storageErrors.noSuchBucket();
    throw storageErrors.noSuchKey();
  }
  if (!row.version) throw storageErrors.noSuchKey();
  return { ...row, version: row.version };
}

export function readHandler(deps: ServerDeps, store: ObjectStore, access: Access, marker: string) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const { bucket, key } = objectTarget(c.req.url, marker);
    const row = await findServedObject(c, deps, access, bucket, key);
    const headers = objectHeaders(row, access, key, c.req.query('download'));
    if (row.eTag && matchesEtag(c.req.header('if-none-match'), row.eTag)) {
      headers.delete('Content-Type');
      return new Response(null, { status: 304, headers });
    }
    const location = { bucket, key, version: row.version };
    if (c.req.method === 'HEAD') {
      const info = await store.stat(location);
      if (!info) throw missingBytes(c, location);
      headers.set('Content-Length', String(info.size));
      return new Response(null, { status: 200, headers });
    }
    const object = await store.get(location);
    if (!object) throw missingBytes(c, location);
    headers.set('Content-Length', String(object.size));
    return new Response(object.body, { status: 200, headers });
  };
}

function missingBytes(c: Context<AppEnv>, location: object) {
  c.get('log').error({ location }, 'storage object row has no bytes in the store');
  return storageErrors.noSuchKey();
}

function objectHeaders(row: ObjectRow, access: Access, key: string, download: string | undefined): Headers {
  const headers = new Headers({
    'Content-Type': row.mimetype ?? 'application/octet-stream',
    'Cache-Control': row.cacheControl ?? defaultCacheControl,
    'Last-Modified': row.lastModified,
    // Public images may be embedded anywhere; the rest only by this site.
    'Cross-Origin-Resource-Policy': access === 'public' ? 'cross-origin' : 'same-origin',
  });
  if (row.eTag) headers.set('ETag', row.eTag);
  if (access === 'authenticated') headers.set('Vary', 'Authorization');
  if (download !== undefined) headers.set('Content-Disposition', attachment(download || key.split('/').pop() || key));
  return headers;
}

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function attachment(name: string): string {
  const fallback = name.replace(/[^\w.\- ]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}

/** GET /object/info/{bucket}/{key}: the object's details as the caller may see them. */
export function infoHandler(deps: ServerDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const { bucket, key } = objectTarget(c.req.url, '/object/info/');
    const caller = await callerOf(c, deps);
    const info = await asCaller(deps.db, caller, (tx) => objectInfo(tx, bucket, key));
    if (!info) throw storageErrors.noSuchKey();
    return c.json(info);
  };
}
