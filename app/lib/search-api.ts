import {
  isSearchResponse,
  normalizeSearchQuery,
  searchMessages,
  type SearchResponse,
} from '../../rules/site-search.ts';
import type { ApiErrorBody } from '../../rules/api-error.ts';

/** The search page's URL for a query. */
export function searchPageHref(q: string): string {
  return q ? `/search?q=${encodeURIComponent(q)}` : '/search';
}

/**
 * Searches the site from the browser (GET /api/search, ADR 027). Rejects with an Error whose
 * message can be shown as it is (too long, rate limited, unavailable); an AbortError when aborted.
 */
export async function fetchSiteSearch(raw: string, signal?: AbortSignal): Promise<SearchResponse> {
  const query = normalizeSearchQuery(raw);
  if (!query.ok) throw new Error(query.message);
  if (!query.q) return { q: '', corrected: null, results: [] };
  let response: Response;
  try {
    response = await fetch(`/api/search?q=${encodeURIComponent(query.q)}`, {
      signal: signal ?? null,
      headers: { Accept: 'application/json' },
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new Error(searchMessages.failed, { cause: err });
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isSearchResponse(body)) return body;
  // A refusal comes in the site's API error shape (rules/api-error.ts): its message is for people.
  const message = (body as Partial<ApiErrorBody> | null)?.message;
  throw new Error(
    response.status === 429
      ? searchMessages.rateLimited
      : typeof message === 'string' && response.status === 400
        ? message
        : searchMessages.failed,
  );
}
