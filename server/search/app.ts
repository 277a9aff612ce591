/**
 * The site search over HTTP (ADR 027): `GET /api/search?q=` answers JSON for the header's search
 * box and the chat assistant; the `/search` page's loader calls the same search in-process (the
 * load context's `siteSearch`). Both count against one per-IP limit (anonymous, like the forms),
 * and a query that is too long is a 400 with the message the page shows, in the site's API
 * error shape (server/lib/api-error.ts).
 */
import { Hono, type Context } from 'hono';
import { normalizeSearchQuery, type SearchResponse } from '../../rules/site-search.ts';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import { apiErrors, sendApiError } from '../lib/api-error.ts';
import type { RateLimitRule } from '../lib/rate-limit.ts';
import { searchSite } from './search-site.ts';

/**
 * The default search limit (RATE_SEARCH_PER_MINUTE): two searches a second for a minute, a person
 * typing in the box stays well under it. Counted by the admission layer on the route as matched
 * (server/admission/), for the page in every spelling and this endpoint together.
 */
export const searchRateLimit: RateLimitRule = { limit: 120, windowSeconds: 60 };

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
