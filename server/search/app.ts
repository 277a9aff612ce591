/**
 * The site search over HTTP (ADR 027): `GET /api/search?q=` answers JSON for the header's search
 * box and the chat assistant; the `/search` page's loader calls the same search in-process (the
 * load context's `siteSearch`). Both count against one per-IP limit (anonymous, like the forms),
 * and a query that is too long is a 400 with the message the page shows.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { normalizeSearchQuery, searchMessages, type SearchResponse } from '../../rules/site-search.ts';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import { clientIp, rateLimitKey } from '../lib/client-ip.ts';
import { hitRateLimit, type RateLimitRule } from '../lib/rate-limit.ts';
import { searchSite } from './search-site.ts';

/** Two searches a second for a minute: a person typing in the box stays well under it. */
export const searchRateLimit: RateLimitRule = { limit: 120, windowSeconds: 60 };

/** The paths that search: the JSON endpoint and the page (its document and its data request). */
export const searchPaths = new Set(['/api/search', '/search', '/search.data']);

/** Counts a search against the caller's limit; answers 429 with Retry-After over it. */
export function limitSearches(deps: ServerDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!deps.env.RATE_LIMITS || !searchPaths.has(c.req.path) || !c.req.query('q')) return next();
    const ip = clientIp(c, { trustedHops: deps.env.TRUST_PROXY });
    const result = await hitRateLimit(deps.db, `search:${rateLimitKey(ip)}`, searchRateLimit);
    if (result.allowed) return next();
    const retryAfter = Math.max(1, Math.ceil((result.resetAt.getTime() - Date.now()) / 1000));
    c.get('log').warn({ ip, retryAfter }, 'search refused: rate limit');
    c.header('Retry-After', String(retryAfter));
    return c.req.path === '/api/search'
      ? c.json({ message: searchMessages.rateLimited }, 429)
      : c.text(searchMessages.rateLimited, 429);
  };
}

export function createSearchApp(deps: ServerDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c: Context<AppEnv>) => {
    const query = normalizeSearchQuery(c.req.query('q'));
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    if (!query.ok) return c.json({ message: query.message }, 400);
    const response: SearchResponse = await searchSite(deps.db, query.q);
    return c.json(response);
  });
  return app;
}
