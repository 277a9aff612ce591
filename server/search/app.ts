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
import { ApiError, apiErrors, sendApiError } from '../lib/api-error.ts';
import type { RateLimitRule } from '../lib/rate-limit.ts';
import { budgetedSearch } from './search-budget.ts';
import { clientIp } from '../lib/client-ip.ts';
import { isStatementTimeout } from '../lib/statement-timeout.ts';
import type { Admission } from '../rest/admission.ts';

/**
 * The default search limit (RATE_SEARCH_PER_MINUTE): two searches a second for a minute, a person
 * typing in the box stays well under it. Counted by the admission layer on the route as matched
 * (server/admission/), for the page in every spelling and this endpoint together.
 */
export const searchRateLimit: RateLimitRule = { limit: 120, windowSeconds: 60 };

export function createSearchApp(deps: ServerDeps, admission?: Admission): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const search = budgetedSearch(deps, admission);
  app.get('/', async (c: Context<AppEnv>) => {
    const query = normalizeSearchQuery(c.req.query('q'));
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    if (!query.ok) return sendApiError(c, apiErrors.invalid(query.message, 'q'));
    try {
      const response: SearchResponse = await search(query.q, clientIp(c, { trustedHops: deps.env.TRUST_PROXY }));
      return c.json(response);
    } catch (err) {
      if (!isStatementTimeout(err)) throw err;
      c.get('log').warn({ q: query.q.slice(0, 80) }, 'search over its time budget');
      return sendApiError(c, searchBusy());
    }
  });
  return app;
}

/** 503 with Retry-After: the search ran past its time budget (the database is busy). */
export const searchBusy = () =>
  new ApiError(503, 'search_busy', 'Search is busy right now. Please try again in a moment.', {
    headers: { 'Retry-After': '2' },
  });
