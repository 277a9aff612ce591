/**
 * The site search over HTTP (ADR 027): `GET /api/search?q=` answers JSON for the header's search
 * box and the chat assistant; the `/search` page's loader calls the same search in-process (the
 * load context's `siteSearch`). Both count against one per-IP limit (anonymous, like the forms),
 * and a query that is too long is a 400 with the message the page shows, in the site's API
 * error shape (server/lib/api-error.ts).
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { normalizeSearchQuery, searchMessages, type SearchResponse } from '../../rules/site-search.ts';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import { clientIp, rateLimitKey } from '../lib/client-ip.ts';
import { apiErrors, sendApiError } from '../lib/api-error.ts';
import { hitRateLimit, retryAfterSeconds, type RateLimitRule } from '../lib/rate-limit.ts';
import { searchSite } from './search-site.ts';

/** Two searches a second for a minute: a person typing in the box stays well under it. */
export const searchRateLimit: RateLimitRule = { limit: 120, windowSeconds: 60 };

/**
 * The paths that search: the JSON endpoint, the page (its document and its data request), and
 * the assistant's answer from site content (ADR 039), which runs the same search.
 */
export const searchPaths = new Set(['/api/search', '/search', '/search.data', '/api/assistant']);

/** Counts a search against the caller's limit; answers 429 with Retry-After over it. */
export function limitSearches(deps: ServerDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!deps.env.RATE_LIMITS || !searchPaths.has(c.req.path) || !c.req.query('q')) return next();
    const ip = clientIp(c, { trustedHops: deps.env.TRUST_PROXY });
    const result = await hitRateLimit(deps.db, `search:${rateLimitKey(ip)}`, searchRateLimit);
    if (result.allowed) return next();
    const retryAfter = retryAfterSeconds(result.resetAt.getTime());
    c.get('log').warn({ ip, retryAfter }, 'search refused: rate limit');
    const refusal = apiErrors.rateLimited(searchMessages.rateLimited, retryAfter);
    return c.req.path.startsWith('/api/')
      ? sendApiError(c, refusal)
      : c.text(searchMessages.rateLimited, 429, refusal.headers);
  };
}

export function createSearchApp(deps: ServerDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c: Context<AppEnv>) => {
    const query = normalizeSearchQuery(c.req.query('q'));
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    if (!query.ok) return sendApiError(c, apiErrors.invalid(query.message, 'q'));
    const response: SearchResponse = await searchSite(deps.db, query.q);
    return c.json(response);
  });
  return app;
}
