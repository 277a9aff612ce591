/**
 * POST /object/{bucket}/{key} (upload, `x-upsert`) and PUT /object/{bucket}/{key} (update), with
 * a multipart or a raw body, as supabase-js sends them.
 *
 * 1. Refuse what can be refused without reading the body: bad key, bad token, unknown bucket,
 *    a declared Content-Length over the limit, and (dry run as the caller, rolled back) a write
 *    RLS would refuse or a duplicate key.
 * 2. Read the body through the checks (size counted, type sniffed from the first bytes), strip
 *    the picture's metadata (EXIF with its GPS, applying its orientation first) and write the
 *    result as a new version in the store.
 * 3. Write the row as the caller in one transaction; if that fails, delete the new file. After
 *    the commit, delete the version the row replaced (recorded as discarded: discard.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import type { RequestAuth } from '../lib/request-auth.ts';
import { asCaller, callerOf, dryRun } from './caller.ts';
import { storageErrors } from './errors.ts';
import { sweepDiscarded } from './discard.ts';
import type { ImagePool } from './image-pool.ts';
import { takeObjectWrite } from './limits.ts';
import { inspectUpload, type Inspection } from './inspect.ts';
import { readMultipart } from './multipart.ts';
import { objectTarget } from './object-key.ts';
import { bucketAccepts, requireBucket, writeObjectRow, type WriteMode } from './objects-db.ts';
import { bodyOf, type ObjectLocation, type ObjectStore } from './store.ts';
import { isImageType } from './sniff.ts';
import { stripMetadata } from './strip-metadata.ts';
import { parseCacheControl, parseUserMetadata } from './upload-options.ts';

/** The server's own cap on any object, whatever a bucket says: 5 MB. */
export const maxObjectBytes = 5 * 1024 * 1024;
/** Room for multipart boundaries, part headers and the small text fields. */
const multipartOverhead = 64 * 1024;

type Received = { inspection: Inspection; cacheControl: string; userMetadata: Record<string, unknown> | null };

export function uploadHandler(deps: ServerDeps, store: ObjectStore, pool: ImagePool, method: 'POST' | 'PUT') {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const { bucket: bucketId, key } = objectTarget(c.req.url, '/object/');
    const caller = await callerOf(c, deps);
    const mode: WriteMode =
      method === 'PUT' ? 'update' : /^true$/i.test(c.req.header('x-upsert') ?? '') ? 'upsert' : 'insert';
    return c.json(await receiveUpload(c, deps, store, pool, { bucketId, key, caller, mode, counted: true }));
  };
}

export type UploadTarget = {
  bucketId: string;
  key: string;
  /** Whose write it is: RLS decides as this caller, and the row's owner is theirs. */
  caller: RequestAuth;
  mode: WriteMode;
  /** Whether the write counts against the caller's budget (limits.ts); a signed upload was counted when signed. */
  counted: boolean;
};

/** Receives the request's body as the object `target` names; answers Storage's `{Key, Id}`. */
export async function receiveUpload(
  c: Context<AppEnv>,
  deps: ServerDeps,
  store: ObjectStore,
  pool: ImagePool,
  target: UploadTarget,
): Promise<{ Key: string; Id: string }> {
  const { bucketId, key, caller, mode } = target;
  const contentType = c.req.header('content-type') ?? '';
  const multipart = /^multipart\/form-data/i.test(contentType);
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (declared > maxObjectBytes + (multipart ? multipartOverhead : 0)) throw storageErrors.entityTooLarge();

  const bucket = await requireBucket(deps.db, bucketId);
  const limit = Math.min(maxObjectBytes, bucket.fileSizeLimit ?? maxObjectBytes);
  if (!multipart && declared > limit) throw storageErrors.entityTooLarge();
  const write = { bucket: bucketId, key, owner: ownerOf(caller), metadata: null, userMetadata: null };
  await dryRun(deps.db, caller, async (tx) => void (await writeObjectRow(tx, mode, write)));
  if (target.counted) await takeObjectWrite(deps, caller, c);

  const location: ObjectLocation = { bucket: bucketId, key, version: randomUUID() };
  // A PDF only where the bucket names it (the whitepapers): a bucket that lists no types takes
  // images and text, as before PDFs were recognised.
  const accepts = (mime: string) =>
    mime === 'application/pdf'
      ? (bucket.allowedMimeTypes ?? []).some((t) => t.toLowerCase() === 'application/pdf')
      : bucketAccepts(bucket, mime);
  const checks = { limit, accepts, pool };
  let written: { id: string };
  try {
    const body = c.req.raw.body;
    if (!body) throw storageErrors.noContent();
    const received = multipart
      ? await receiveMultipart(store, location, body, contentType, checks)
      : await receiveRaw(store, location, body, checks, c);
    const metadata = objectMetadata(received, location.version);
    written = await asCaller(deps.db, caller, (tx) =>
      writeObjectRow(tx, mode, { ...write, metadata, userMetadata: received.userMetadata }),
    );
  } catch (err) {
    await store.delete(location).catch((e: unknown) => c.get('log').warn({ err: e }, 'could not remove upload'));
    throw err;
  }
  // The version this upload replaced was recorded as discarded in the row's transaction.
  await sweepDiscarded(deps.db, store, c.get('log')).catch((e: unknown) =>
    c.get('log').warn({ err: e }, 'could not remove replaced versions'),
  );
  return { Key: `${bucketId}/${key}`, Id: written.id };
}

/** The row's owner: the caller's user id (service_role may act for a user through `sub`). */
export function ownerOf(caller: RequestAuth): string | null {
  if (caller.userId) return caller.userId;
  const sub = caller.claims.sub;
  return typeof sub === 'string' && /^[0-9a-f-]{36}$/i.test(sub) ? sub : null;
}

type Checks = { limit: number; accepts: (mime: string) => boolean; pool: ImagePool };

/**
 * Reads the body through the checks (size counted, type sniffed: inspect.ts), strips the
 * picture's metadata (strip-metadata.ts) and writes the result as the new version. The whole
 * picture is held in memory for that (at most the 5 MB limit). The inspection describes the
 * bytes stored.
 */
async function storeUpload(
  store: ObjectStore,
  location: ObjectLocation,
  source: AsyncIterable<Uint8Array>,
  checks: Checks,
  inspection: Partial<Inspection>,
): Promise<void> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of inspectUpload(source, checks, inspection)) chunks.push(chunk);
  const received = Buffer.concat(chunks);
  const type = inspection.mimetype!;
  const stored = isImageType(type) ? await stripMetadata(received, type, checks.pool) : received;
  if (stored !== received) {
    if (stored.length > checks.limit) throw storageErrors.entityTooLarge();
    inspection.size = stored.length;
    inspection.md5 = createHash('md5').update(stored).digest('hex');
  }
  await store.put(location, bodyOf(stored));
}

async function receiveRaw(
  store: ObjectStore,
  location: ObjectLocation,
  body: ReadableStream<Uint8Array>,
  checks: Checks,
  c: Context<AppEnv>,
): Promise<Received> {
  // Options first: a bad header is refused before a byte of the body is read.
  const cacheControl = parseCacheControl(c.req.header('cache-control'), 'header');
  const userMetadata = parseUserMetadata(c.req.header('x-metadata'), 'base64');
  const inspection: Partial<Inspection> = {};
  await storeUpload(store, location, chunksOf(body), checks, inspection);
  return { inspection: inspection as Inspection, cacheControl, userMetadata };
}

async function receiveMultipart(
  store: ObjectStore,
  location: ObjectLocation,
  body: ReadableStream<Uint8Array>,
  contentType: string,
  checks: Checks,
): Promise<Received> {
  const inspection: Partial<Inspection> = {};
  const { fields } = await readMultipart(
    body,
    contentType,
    (file) => storeUpload(store, location, file, checks, inspection),
    checks.limit + multipartOverhead,
  );
  return {
    inspection: inspection as Inspection,
    cacheControl: parseCacheControl(fields.get('cacheControl'), 'field'),
    userMetadata: parseUserMetadata(fields.get('metadata'), 'json'),
  };
}

/** The chunks of a web stream; stopping early cancels the stream (the client stops sending). */
export async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  let done = false;
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      yield next.value;
    }
    done = true;
  } finally {
    if (!done) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

function objectMetadata(r: Received, version: string): Record<string, unknown> {
  const { size, mimetype, md5 } = r.inspection;
  return {
    eTag: `"${md5}"`,
    size,
    mimetype,
    cacheControl: r.cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: size,
    httpStatusCode: 200,
    version,
  };
}
