/**
 * GET /api/assistant?q= (ADR 039): the chat assistant's answer from the site's own content, for
 * a question no keyword or synonym covers: one or two quoted sentences with their pages, and up
 * to three pages the site search found. Anonymous like the search; it counts against the same
 * per-IP search limit (server/search/app.ts, `searchPaths`), a question is capped at the
 * search's 200 characters (400 with the message over it), and it costs at most three search
 * statements and one that reads the texts of three results (at most 30 rows, 8,000 characters
 * each).
 */
import { Hono, type Context } from 'hono';
import { normalizeSearchQuery } from '../../rules/site-search.ts';
import type { AssistantResponse } from '../../rules/assistant-wire.ts';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import { apiErrors, sendApiError } from '../lib/api-error.ts';
import { siteAnswer } from './site-answer.ts';

export function createAssistantApp(deps: ServerDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c: Context<AppEnv>) => {
    const query = normalizeSearchQuery(c.req.query('q'));
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    if (!query.ok) return sendApiError(c, apiErrors.invalid(query.message, 'q'));
    const response: AssistantResponse = await siteAnswer(deps.db, query.q);
    return c.json(response);
  });
  return app;
}
