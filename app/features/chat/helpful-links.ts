import { searchQueryMaxLength, searchWords } from '#rules/site-search.ts';
import { fetchSiteSearch } from '../../lib/search-api.ts';
import type { LinkSegment } from './replies.ts';

/** How long the reply waits for the site search before it goes without links. */
export const helpfulLinksTimeoutMs = 2500;

/**
 * A question as a site-search query: its words (3+ letters) joined with OR, so a page that
 * answers part of a long question still ranks; capped at the search's length limit.
 */
export function questionToQuery(question: string): string {
  let query = '';
  for (const word of new Set(searchWords(question))) {
    const next = query ? `${query} or ${word}` : word;
    if (next.length > searchQueryMaxLength) break;
    query = next;
  }
  return query;
}

/**
 * Up to three pages from the site search for a question the keywords do not cover (ADR 027);
 * none when the question has no words, the search fails or takes too long.
 */
export async function findHelpfulLinks(question: string): Promise<LinkSegment[]> {
  const q = questionToQuery(question);
  if (!q) return [];
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), helpfulLinksTimeoutMs);
  try {
    const { results } = await fetchSiteSearch(q, controller.signal);
    return results.slice(0, 3).map((r) => ({ text: r.title.replace(/\s+/g, ' ').trim(), href: r.href }));
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
  }
}
