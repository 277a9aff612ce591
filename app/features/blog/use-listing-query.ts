import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { blogCategories } from '../../content/blog-categories.ts';
import { allCategories } from './filter-posts.ts';

/**
 * The listing's search, category and page, kept in the URL (?q=, ?category=, ?page=) so links,
 * reloads and server rendering agree. The search text also lives in state so typing stays smooth
 * while the URL follows. Changing the filter keeps the page number (spec point 4); the listing
 * clamps it to the last page.
 */
export function useListingQuery() {
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('q') ?? '';
  const [search, setSearchState] = useState(urlSearch);
  // The URL can change without us (a link to /blog, back/forward): follow it.
  const [syncedSearch, setSyncedSearch] = useState(urlSearch);
  if (urlSearch !== syncedSearch) {
    setSyncedSearch(urlSearch);
    setSearchState(urlSearch);
  }
  const rawCategory = params.get('category') ?? '';
  const category = (blogCategories as readonly string[]).includes(rawCategory) ? rawCategory : allCategories;
  const parsedPage = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(parsedPage) && parsedPage > 0 ? parsedPage : 1;

  const update = useCallback(
    (key: 'q' | 'category', value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const setSearch = useCallback(
    (value: string) => {
      const next = value.trim() ? value : '';
      setSearchState(value);
      setSyncedSearch(next);
      update('q', next);
    },
    [update],
  );
  const setCategory = useCallback(
    (value: string) => update('category', value === allCategories ? '' : value),
    [update],
  );

  const hrefFor = useCallback(
    (target: number) => {
      const next = new URLSearchParams(params);
      if (target > 1) next.set('page', String(target));
      else next.delete('page');
      const query = next.toString();
      return query ? `/blog?${query}` : '/blog';
    },
    [params],
  );

  return { search, category, page, setSearch, setCategory, hrefFor };
}
