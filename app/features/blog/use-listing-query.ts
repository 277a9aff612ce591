import { localPath } from '#app/lib/local-path.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLang } from '../../lib/lang.ts';
import { useSearchParams } from 'react-router';
import { allCategories, parseListingQuery } from './filter-posts.ts';

/** How long typing pauses before the search goes into the URL (and so to the server). */
export const searchDelayMs = 250;

/**
 * The listing's search, category and page, kept in the URL (?q=, ?category=, ?page=) so every
 * listing page is a link, and the server renders and filters what the URL says. The search text
 * also lives in state so typing stays smooth; the URL follows once typing pauses. Changing the
 * filter keeps the page number (spec point 4); the server shows the last page when it is past it.
 */
export function useListingQuery() {
  const [params, setParams] = useSearchParams();
  const lang = useLang();
  const { search: urlSearch, category, page } = parseListingQuery(params);
  const [search, setSearchState] = useState(urlSearch);
  // The URL can change without us (a link to /blog, back/forward): follow it.
  const [syncedSearch, setSyncedSearch] = useState(urlSearch);
  if (urlSearch !== syncedSearch) {
    setSyncedSearch(urlSearch);
    setSearchState(urlSearch);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useCallback(
    (changes: { q?: string; category?: string }) => {
      clearTimeout(timer.current);
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setSearch = useCallback(
    (value: string) => {
      const next = value.trim() ? value : '';
      setSearchState(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setSyncedSearch(next);
        update({ q: next });
      }, searchDelayMs);
    },
    [update],
  );
  const setCategory = useCallback(
    (value: string) => {
      // A search still waiting to reach the URL goes with the category.
      const q = search.trim() ? search : '';
      setSyncedSearch(q);
      update({ q, category: value === allCategories ? '' : value });
    },
    [update, search],
  );

  const hrefFor = useCallback(
    (target: number) => {
      const next = new URLSearchParams(params);
      if (target > 1) next.set('page', String(target));
      else next.delete('page');
      const query = next.toString();
      const listing = localPath('/blog', lang);
      return query ? `${listing}?${query}` : listing;
    },
    [params, lang],
  );

  return { search, category, page, setSearch, setCategory, hrefFor };
}
