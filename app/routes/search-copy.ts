/**
 * The search page's words (app/routes/search.tsx), English as the spec has it; the Hindi twin is
 * ./search-copy.hi.ts (issue #29). The messages and kind labels are the shared search rules'.
 */
import { searchKindLabels, searchMessages } from '../../rules/site-search.ts';

export const searchPage = {
  metaTitle: (q: string) => (q ? `Search: ${q} | Aravali Learning` : 'Search | Aravali Learning'),
  heading: 'Search',
  label: 'Search the site',
  placeholder: 'Products, answers, posts…',
  submit: 'Search',
  resultCount: (count: number, q: string) => `${count} result${count === 1 ? '' : 's'} for “${q}”`,
  youSearchedFor: (q: string) => ` (you searched for “${q}”)`,
  resultsLabel: 'Results',
  messages: searchMessages,
  kinds: searchKindLabels,
} as const;
