import { searchKindLabels, searchMessages, type SearchKind } from '#rules/site-search.ts';

/** The search dialog's words (English); search-copy.hi.ts has the same shape in Hindi. */
export type SearchDialogCopy = {
  readonly title: string;
  readonly close: string;
  readonly label: string;
  readonly placeholder: string;
  readonly searching: string;
  readonly noResults: string;
  readonly failed: string;
  /** "3 results for “x”. Use the arrow keys and Enter to open one." */
  readonly found: (count: number, corrected: string | null) => string;
  readonly results: string;
  readonly seeAll: string;
  readonly kinds: Readonly<Record<SearchKind, string>>;
};

export const searchDialogCopy: SearchDialogCopy = {
  title: 'Search the site',
  close: 'Close search',
  label: 'Search',
  placeholder: 'Products, answers, posts…',
  searching: 'Searching…',
  noResults: searchMessages.noResults,
  found: (count, corrected) =>
    `${count} result${count === 1 ? '' : 's'}${corrected ? ` for “${corrected}”` : ''}. Use the arrow keys and Enter to open one.`,
  failed: searchMessages.failed,
  results: 'Results',
  seeAll: 'See all results on the search page',
  kinds: searchKindLabels,
};
