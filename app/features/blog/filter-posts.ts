import { blogCategories } from '#rules/blog-categories.ts';

export const allCategories = 'All Categories';

/**
 * What the listing shows, as its URL says (`/blog?page=2&category=AR%2FVR&q=lab`): the search
 * text, the category (or 'All Categories') and the page number asked for (spec point 5: the
 * category must match unless it is 'All Categories', and the search text must occur,
 * case-insensitively, in the title, excerpt or author name). The server filters and pages.
 */
export type ListingQuery = { search: string; category: string; page: number };

/** Reads the listing's query from a URL; anything unknown or malformed falls back to the default. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const rawCategory = params.get('category') ?? '';
  const category = (blogCategories as readonly string[]).includes(rawCategory) ? rawCategory : allCategories;
  const parsedPage = /^\d{1,9}$/.test(params.get('page') ?? '') ? Number(params.get('page')) : 1;
  return { search: params.get('q') ?? '', category, page: parsedPage > 0 ? parsedPage : 1 };
}

/**
 * The search text as a PostgREST `ilike` pattern that matches it literally anywhere in a column:
 * LIKE's own wildcards and escape character are escaped, and `*` (which PostgREST reads as `%`)
 * becomes `_`, one character of any kind, the nearest a pattern can say "a star".
 */
export function containsPattern(search: string): string {
  const literal = search.replace(/[\\%_]/g, (c) => `\\${c}`).replaceAll('*', '_');
  return `*${literal}*`;
}

/**
 * The `or=` tree for a search over title, excerpt and author name, each value quoted so that
 * commas, parentheses and quotes in the text stay text (inside quotes a backslash escapes).
 */
export function searchFilter(search: string): string {
  const quoted = `"${containsPattern(search).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  return ['title', 'excerpt', 'author_name'].map((column) => `${column}.ilike.${quoted}`).join(',');
}
