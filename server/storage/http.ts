/**
 * Small HTTP helpers of /storage/v1: the security headers every storage response carries, the
 * error answer, and a size-capped JSON body reader.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import { readCapped } from '../lib/read-capped.ts';
import { storageErrors, toStorageError } from './errors.ts';

/** Stored files are never a document: no scripts, no plugins, no framing, no type guessing. */
export const objectCsp = "default-src 'none'; sandbox; frame-ancestors 'none'";

/**
 * Storage answers user files, so it sets its own strict headers instead of the site's: a
 * sandboxing CSP, nosniff, no referrer, and HSTS behind HTTPS.
 */
export function storageHeaders(options: { https: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Content-Security-Policy', objectCsp);
    h.set('Referrer-Policy', 'no-referrer');
    h.set('X-Frame-Options', 'DENY');
    if (!h.has('Cross-Origin-Resource-Policy')) h.set('Cross-Origin-Resource-Policy', 'same-origin');
    if (options.https) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}

/** Answers `err` in Storage's envelope; unexpected errors are logged and hidden. */
export function errorResponse(c: Context<AppEnv>, err: unknown): Response {
  const e = toStorageError(err);
  if (e.httpStatus === 500) c.get('log').error({ err }, 'storage request failed');
  for (const [name, value] of Object.entries(e.headers)) c.header(name, value);
  return c.json(e.toBody(), e.httpStatus);
}

/** Largest JSON body accepted by list, remove and bucket calls. */
export const maxJsonBytes = 64 * 1024;

/** Reads a JSON body of at most `maxJsonBytes`, counting while it streams. */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > maxJsonBytes) throw storageErrors.bodyTooLarge();
  const bytes = await readCapped(c.req.raw.body, maxJsonBytes, () => storageErrors.bodyTooLarge());
  const text = Buffer.from(bytes).toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw storageErrors.invalidRequest('Body is not valid JSON');
  }
}
