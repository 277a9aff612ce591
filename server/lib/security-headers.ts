import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

/**
 * CSP with a per-request script nonce, nosniff, a strict referrer policy, no framing, and the usual isolation headers. Development
 * relaxes script and connect sources for Vite's HMR client.
 *
 * The headers are set on the finished response's own header list. Going through `c.header()`
 * after the handler would make Hono rebuild the response, which costs @hono/node-server its
 * fast path (one write per response) on every API call.
 */
export function securityHeaders(options: {
  dev: boolean;
  https: boolean;
  /**
   * The origin of a hosted Supabase project the site talks to (SUPABASE_URL): the browser may
   * call it and show its storage images, and nothing else beyond the site itself.
   */
  backendOrigin?: string | undefined;
}): MiddlewareHandler<AppEnv> {
  const backend = options.backendOrigin ? [options.backendOrigin] : [];
  const connectSrc = ["'self'", ...backend];
  const imgSrc = ["'self'", 'data:', 'blob:', ...backend];
  if (options.dev) connectSrc.push('ws:', 'wss:');
  const scriptSrc = (nonce: string | undefined) => {
    if (options.dev) return "script-src 'self' 'unsafe-inline'";
    return nonce === undefined ? "script-src 'self'" : `script-src 'self' 'nonce-${nonce}'`;
  };
  const policy = (nonce: string | undefined) =>
    [
      "default-src 'self'",
      scriptSrc(nonce),
      "style-src 'self' 'unsafe-inline'",
      `img-src ${imgSrc.join(' ')}`,
      "font-src 'self'",
      `connect-src ${connectSrc.join(' ')}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
  const fixed: [string, string][] = [
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
  if (options.https) fixed.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return async (c, next) => {
    // Made when a page asks for it (`c.get('cspNonce')()`): API answers have no scripts to allow.
    let nonce: string | undefined;
    c.set('cspNonce', () => (nonce ??= randomBytes(16).toString('base64')));
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', policy(nonce));
    for (const [name, value] of fixed) headers.set(name, value);
  };
}
