import { isAssistantResponse, type AssistantResponse } from '#rules/assistant-wire.ts';
import { searchQueryMaxLength, searchWords } from '#rules/site-search.ts';

/** How long the reply waits for the site's answer before it goes without. */
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

const nothing: AssistantResponse = { quotes: [], links: [] };

/**
 * For a question no keyword or synonym covers: the sentences of site content that answer it and
 * up to three pages, from GET /api/assistant (ADR 039); nothing when the question has no words,
 * the request fails or takes too long (the reply is then the fallback alone).
 */
export async function findSiteAnswer(question: string): Promise<AssistantResponse> {
  const q = question.replace(/\s+/g, ' ').trim().slice(0, searchQueryMaxLength);
  if (!q) return nothing;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), helpfulLinksTimeoutMs);
  try {
    const response = await fetch(`/api/assistant?q=${encodeURIComponent(q)}`, {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    });
    const body: unknown = await response.json().catch(() => null);
    return response.ok && isAssistantResponse(body) ? body : nothing;
  } catch {
    return nothing;
  } finally {
    clearTimeout(timer);
  }
}
