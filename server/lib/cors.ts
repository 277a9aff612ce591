import type { MiddlewareHandler } from 'hono';

const allowMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'].join(',');
const allowHeaders = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'x-upsert',
  'cache-control',
  'x-metadata',
  'x-retry-count',
  'accept',
].join(',');
const exposeHeaders = [
  'Content-Range',
  'X-Supabase-Api-Version',
  'Content-Profile',
  'Preference-Applied',
  'Location',
  'X-Total-Count',
  'X-Request-Id',
].join(',');

/**
 * CORS for the backend APIs, as Supabase answers it: any origin (tokens travel in headers,
 * never cookies), the headers supabase-js sends, and the response headers it must read
 * (X-Supabase-Api-Version carries auth error codes; Content-Range carries counts). A preflight
 * is answered here with 204. Other responses get their headers on the finished response's own
 * header list, which keeps @hono/node-server's single-write fast path.
 */
export function apiCors(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Expose-Headers': exposeHeaders,
        'Access-Control-Max-Age': '86400',
        'Access-Control-Allow-Methods': allowMethods,
        'Access-Control-Allow-Headers': allowHeaders,
        Vary: 'Access-Control-Request-Headers',
      });
    }
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', '*');
    c.res.headers.set('Access-Control-Expose-Headers', exposeHeaders);
  };
}
