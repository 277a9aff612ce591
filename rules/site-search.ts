/**
 * The site search's shared rules (ADR 027): what a query may be, what a result looks like on
 * the wire, and how a snippet's marked words are carried. The server (server/search/) and the
 * site (/search, the header's search box, the chat assistant's links) both use them.
 */

/** The longest query accepted, in characters after trimming. */
export const searchQueryMaxLength = 200;

export const searchMessages = {
  tooLong: `Please keep your search under ${searchQueryMaxLength} characters.`,
  empty: 'Type a word or two to search the site.',
  noResults: 'No pages or posts match your search.',
  failed: 'Search is not available right now. Please try again in a moment.',
  rateLimited: 'Too many searches from your network. Please wait a minute and try again.',
} as const;

export type SearchQuery = { ok: true; q: string } | { ok: false; message: string };

/** Control characters, and the two private-use characters that mark a snippet's matches. */
// eslint-disable-next-line no-control-regex
const unwanted = /[\u0000-\u001f\u007f\ue000\ue001]/g;

/** A raw query (from a URL or an input) as searched: trimmed, one space between words, capped. */
export function normalizeSearchQuery(raw: unknown): SearchQuery {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') return { ok: false, message: searchMessages.empty };
  const q = (raw ?? '').replace(unwanted, ' ').replace(/\s+/g, ' ').trim();
  if ([...q].length > searchQueryMaxLength) return { ok: false, message: searchMessages.tooLong };
  return { ok: true, q };
}

/** A word: letters with their combining marks (Devanagari's vowel signs among them). */
export const wordPattern = /[\p{L}\p{M}]+/gu;

/** The words of a text a misspelling may be corrected to or from: letters only, lowercase, 3-40 long. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(wordPattern) ?? []).filter((w) => [...w].length >= 3 && [...w].length <= 40);
}

export const searchKinds = ['page', 'faq', 'case_study', 'whitepaper', 'webinar', 'opening', 'post'] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchKindLabels: Readonly<Record<SearchKind, string>> = {
  page: 'Page',
  faq: 'FAQ',
  case_study: 'Case study',
  whitepaper: 'Whitepaper',
  webinar: 'Webinar',
  opening: 'Opening',
  post: 'Blog post',
};

/** A piece of a snippet: plain text, or a matched word (`mark`). */
export type SnippetPart = { readonly text: string; readonly mark: boolean };

export type SearchResult = {
  readonly kind: SearchKind;
  readonly title: string;
  /** A site path (with a #fragment for an item on a page); never another origin. */
  readonly href: string;
  readonly snippet: readonly SnippetPart[];
};

export type SearchResponse = {
  readonly q: string;
  /** The query with misspelt words corrected, when that is what found the results. */
  readonly corrected: string | null;
  readonly results: readonly SearchResult[];
};

/** What the database's ts_headline puts around a matched word (StartSel / StopSel). */
export const markStart = '\ue000';
export const markStop = '\ue001';

/**
 * A headline with markers as parts: the words between markStart and markStop are marked.
 * Stray or nested markers never produce markup, only text; empty parts are dropped.
 */
export function splitMarked(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let mark = false;
  let text = '';
  const push = () => {
    if (text) {
      const last = parts.at(-1);
      if (last && last.mark === mark) parts[parts.length - 1] = { text: last.text + text, mark };
      else parts.push({ text, mark });
    }
    text = '';
  };
  for (const ch of headline) {
    if (ch === markStart && !mark) {
      push();
      mark = true;
    } else if (ch === markStop && mark) {
      push();
      mark = false;
    } else if (ch !== markStart && ch !== markStop) text += ch;
  }
  push();
  return parts;
}

/** Whether a href from a search result may be used as a link on the site (a path, not a URL). */
export function isSitePath(href: unknown): href is string {
  return typeof href === 'string' && /^\/(?![/\\])/.test(href) && href.length <= 400;
}

/** Whether a value from the network has the shape of a search response. */
export function isSearchResponse(value: unknown): value is SearchResponse {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.q === 'string' &&
    (v.corrected === null || typeof v.corrected === 'string') &&
    Array.isArray(v.results) &&
    v.results.every(isSearchResult)
  );
}

function isSearchResult(value: unknown): value is SearchResult {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    (searchKinds as readonly unknown[]).includes(r.kind) &&
    typeof r.title === 'string' &&
    isSitePath(r.href) &&
    Array.isArray(r.snippet) &&
    r.snippet.every(
      (p) =>
        typeof p === 'object' &&
        p !== null &&
        typeof (p as SnippetPart).text === 'string' &&
        typeof (p as SnippetPart).mark === 'boolean',
    )
  );
}

/** A marketing page's searchable document, built from its content module (app/search-documents.ts). */
export type SiteDocument = {
  readonly path: string;
  /** What tells the page's items apart ('' for the page itself); with path, the document's key. */
  readonly anchor: string;
  /** Where a result links to: the path, with the item's #fragment when the page has one. */
  readonly href: string;
  readonly kind: Exclude<SearchKind, 'post'>;
  readonly title: string;
  readonly headings: string;
  readonly body: string;
};
