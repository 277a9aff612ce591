import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * CORS for the backend APIs, as Supabase answers it: any origin (tokens travel in headers,
 * never cookies), the headers supabase-js sends, and the response headers it must read
 * (X-Supabase-Api-Version carries auth error codes; Content-Range carries counts).
 */
export function apiCors(): MiddlewareHandler {
  return cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
    allowHeaders: [
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
    ],
    exposeHeaders: [
      'Content-Range',
      'X-Supabase-Api-Version',
      'Content-Profile',
      'Preference-Applied',
      'Location',
      'X-Total-Count',
      'X-Request-Id',
    ],
    maxAge: 86400,
  });
}
