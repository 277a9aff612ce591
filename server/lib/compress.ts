import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

const threshold = 1024;
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const varyAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** gzip when the client accepts it (preferred on a tie), else deflate, else nothing. */
export function chooseEncoding(acceptEncoding: string | undefined): 'gzip' | 'deflate' | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: 'gzip' | 'deflate'; q: number } | undefined;
  for (const encoding of ['gzip', 'deflate'] as const) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * Compresses text-like responses of 1 KiB or more (or of unknown length) for clients that
 * accept gzip or deflate, and marks them `Vary: Accept-Encoding`. It reads and sets headers on
 * the finished response's own header list, and only rebuilds the response when it actually
 * compresses, so an uncompressed response keeps @hono/node-server's single-write fast path.
 */
export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const headers = res.headers;
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return;
    const length = headers.get('Content-Length');
    if (length && Number(length) < threshold) return;
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('Content-Type') ?? '')) return;
    if (noTransform.test(headers.get('Cache-Control') ?? '')) return;
    const vary = headers.get('Vary');
    if (vary !== '*' && !(vary && varyAcceptEncoding.test(vary))) {
      headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || !res.body) return;
    // Hono copies the old response's headers onto the new one, so adjust them afterwards.
    c.res = new Response(res.body.pipeThrough(new CompressionStream(encoding)), res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
