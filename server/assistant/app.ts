/**
 * GET /api/assistant?q= (ADR 039): the chat assistant's answer from the site's own content, for
 * a question no keyword or synonym covers: one or two quoted sentences with their pages, and up
 * to three pages the site search found. Anonymous like the search; it counts against the same
 * per-address search limit (its route policy, server/admission/policy.ts), a question is capped
 * at the search's 200 characters (400 with the message over it), and it costs at most three
 * search statements under SEARCH_TIMEOUT_MS and one that reads the texts of three results (at
 * most 30 rows, 8,000 characters each), in one embedded-database slot (server/rest/admission.ts);
 * over its time budget it answers the search's 503.
 */
import { Hono, type Context } from 'hono';
import { normalizeSearchQuery } from '../../rules/site-search.ts';
import type { AssistantResponse } from '../../rules/assistant-wire.ts';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import { apiErrors, sendApiError } from '../lib/api-error.ts';
import { clientIp } from '../lib/client-ip.ts';
import { isStatementTimeout } from '../lib/statement-timeout.ts';
import type { Admission } from '../rest/admission.ts';
import { searchBusy } from '../search/app.ts';
import { siteAnswer } from './site-answer.ts';

export function createAssistantApp(deps: ServerDeps, admission?: Admission): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c: Context<AppEnv>) => {
    const query = normalizeSearchQuery(c.req.query('q'));
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    if (!query.ok) return sendApiError(c, apiErrors.invalid(query.message, 'q'));
    const release = admission
      ? await admission.slot(clientIp(c, { trustedHops: deps.env.TRUST_PROXY }))
      : () => undefined;
    try {
      const response: AssistantResponse = await siteAnswer(deps.db, query.q, deps.env.SEARCH_TIMEOUT_MS);
      return c.json(response);
    } catch (err) {
      if (!isStatementTimeout(err)) throw err;
      c.get('log').warn({ q: query.q.slice(0, 80) }, 'assistant answer over its time budget');
      return sendApiError(c, searchBusy());
    } finally {
      release();
    }
  });
  return app;
}
