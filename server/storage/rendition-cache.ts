/**
 * GET/HEAD /render/image/public/{bucket}/{key} and /render/image/authenticated/{bucket}/{key}:
 * Supabase Storage's image transformation endpoint, what supabase-js's
 * `getPublicUrl(path, { transform })` and `download(path, { transform })` ask for; and
 * /render/image/sign/{bucket}/{key}?token=…, a signed URL made with `{ transform }` (sign.ts).
 *
 * The object is found as /object/ finds it (public bucket, or RLS as the caller). A result is
 * cached in the object store as a rendition of the object's version (`~{version}.{variant}`,
 * store.ts), so every instance and both backends share it, and it goes when the version goes.
 * At most `maxVariantsPerVersion` renditions are kept per version: beyond that a result is
 * rendered and served but not stored, so a client asking for every size cannot fill the disk.
 * A render not yet kept counts against the caller's address (RATE_RENDERS_PER_MINUTE, ADR 036).
 * Renders run in the image pool (image-pool.ts); identical renders in flight are made once.
 * See ADR 026.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import { storageErrors, StorageError } from './errors.ts';
import type { ImagePool } from './image-pool.ts';
import { objectTarget } from './object-key.ts';
import type { ObjectRow } from './objects-db.ts';
import { attachment, findServedObject, type Access } from './read.ts';
import { signedRenderTarget } from './sign.ts';
import { imageTypes, type ImageType } from './sniff.ts';
import { bodyOf, type ObjectLocation, type ObjectStore } from './store.ts';
import { outputFormat, outputTypes, parseTransform, renderImage, variantName } from './transform.ts';
import { defaultCacheControl } from './upload-options.ts';
import { RouteLimitReached, takeRouteLimit } from '../admission/admit.ts';

/** Renditions kept per object version (sizes × formats the site and a few clients use). */
export const maxVariantsPerVersion = 32;

export function renderHandler(deps: ServerDeps, store: ObjectStore, pool: ImagePool, access: Access | 'sign') {
  const marker = `/render/image/${access}/`;
  const inFlight = new Map<string, Promise<Buffer>>();

  /** The rendition's bytes: from the store, else rendered (once per instance at a time) and stored. */
  const rendition = async (
    c: Context<AppEnv>,
    original: ObjectLocation,
    variant: string,
    render: (source: Uint8Array) => Promise<Buffer>,
  ): Promise<Buffer> => {
    const location = { ...original, variant };
    const cached = await store.get(location);
    if (cached) return Buffer.from(await new Response(cached.body).arrayBuffer());
    const id = `${original.bucket}/${original.key}/${original.version}/${variant}`;
    let pending = inFlight.get(id);
    if (!pending) {
      // A new render is what costs: counted per address (RATE_RENDERS_PER_MINUTE, the route's
      // admission limit, server/admission/); kept renditions and renders in flight are free.
      try {
        await takeRouteLimit(deps, c, 'render');
      } catch (err) {
        if (err instanceof RouteLimitReached) throw storageErrors.quotaReached(err.message, err.retryAfter);
        throw err;
      }
      pending = inFlight.get(id);
    }
    if (!pending) {
      // The original is read inside the pool's slot, so waiting requests hold no picture in
      // memory, and renditions are counted and stored one at a time per instance.
      pending = pool
        .run(async () => {
          const source = await store.get(original);
          if (!source) throw missingBytes(c, original);
          const result = await render(new Uint8Array(await new Response(source.body).arrayBuffer()));
          await keep(c, store, location, result);
          return result;
        })
        .finally(() => inFlight.delete(id));
      inFlight.set(id, pending);
    }
    return pending;
  };

  return async (c: Context<AppEnv>): Promise<Response> => {
    const { bucket, key } = objectTarget(c.req.url, marker);
    const { t, row, extra } = await renderTarget(c, deps, access, bucket, key);
    const source = sourceType(row);
    const format = outputFormat(t, source, c.req.header('accept'));
    const variant = variantName(t, format);
    const served = access === 'sign' ? 'authenticated' : access;
    const headers = renditionHeaders(row, served, variant, outputTypes[format], t.format === undefined);
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    const download = c.req.query('download');
    if (download !== undefined) headers.set('Content-Disposition', attachment(download || key.split('/').pop() || key));
    const etag = headers.get('ETag');
    if (etag && matchesEtag(c.req.header('if-none-match'), etag)) {
      headers.delete('Content-Type');
      return new Response(null, { status: 304, headers });
    }
    const original = { bucket, key, version: row.version };
    let bytes: Buffer;
    try {
      bytes = await rendition(c, original, variant, (b) => renderImage(b, t, format));
    } catch (err) {
      throw asRenderError(err);
    }
    headers.set('Content-Length', String(bytes.length));
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(bytes), { status: 200, headers });
  };
}

/** The object and transformation a request names: by its query (public, authenticated) or its signed token. */
async function renderTarget(
  c: Context<AppEnv>,
  deps: ServerDeps,
  access: Access | 'sign',
  bucket: string,
  key: string,
) {
  if (access === 'sign') {
    const { t, row, headers } = await signedRenderTarget(deps, c, bucket, key);
    return { t, row, extra: headers };
  }
  const t = parseTransform((name) => c.req.query(name)); // a bad parameter is refused before any lookup
  return { t, row: await findServedObject(c, deps, access, bucket, key), extra: {} };
}

function sourceType(row: ObjectRow): ImageType {
  const type = row.mimetype as ImageType | null;
  if (type && imageTypes.includes(type)) return type;
  throw storageErrors.invalidRequest('The source image is invalid or unsupported for rendering');
}

/** Stores a rendition unless its version already has its share; a failure only costs the cache. */
async function keep(c: Context<AppEnv>, store: ObjectStore, location: ObjectLocation, bytes: Buffer): Promise<void> {
  try {
    if ((await store.variants(location, maxVariantsPerVersion)).length >= maxVariantsPerVersion) return;
    await store.put(location, bodyOf(bytes));
    // The version may have been deleted meanwhile (replaced or removed): take its rendition with it.
    if (!(await store.stat({ ...location, variant: undefined }))) await store.delete(location);
  } catch (err) {
    c.get('log').warn({ err, location }, 'could not cache an image rendition');
  }
}

function missingBytes(c: Context<AppEnv>, location: ObjectLocation) {
  c.get('log').error({ location }, 'storage object row has no bytes in the store');
  return storageErrors.noSuchKey();
}

/** sharp's refusals of a source (not an image, too many pixels, corrupt) are the client's: 400. */
function asRenderError(err: unknown): unknown {
  if (err instanceof StorageError) return err;
  const message = err instanceof Error ? err.message : '';
  if (/pixel limit/i.test(message)) {
    return storageErrors.invalidRequest('The source image resolution is too large to process');
  }
  if (/unsupported image format|corrupt|premature end|invalid|bad seek|read error|vips/i.test(message)) {
    return storageErrors.invalidRequest('The source image is invalid or unsupported for rendering');
  }
  return err;
}

function renditionHeaders(row: ObjectRow, access: Access, variant: string, type: string, negotiated: boolean): Headers {
  const headers = new Headers({
    'Content-Type': type,
    'Cache-Control': row.cacheControl ?? defaultCacheControl,
    'Last-Modified': row.lastModified,
    'Cross-Origin-Resource-Policy': access === 'public' ? 'cross-origin' : 'same-origin',
  });
  // Each rendition has its own tag: the original's plus the variant's name.
  if (row.eTag) headers.set('ETag', `"${row.eTag.replace(/^W\//, '').replaceAll('"', '')}-${variant}"`);
  const vary = [negotiated ? 'Accept' : null, access === 'authenticated' ? 'Authorization' : null].filter(Boolean);
  if (vary.length > 0) headers.set('Vary', vary.join(', '));
  return headers;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
