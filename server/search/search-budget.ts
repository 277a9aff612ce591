/**
 * The site search under a budget (issue #26 item 2), for /api/search and the /search page alike:
 *
 * - **Slot**: on the embedded database a search takes a REST slot (server/rest/admission.ts) for
 *   its statements, so it waits its turn address by address and steps aside for sign-in, as a
 *   REST statement does; on PostgreSQL the pool bounds it.
 * - **Clock**: each statement passes the clock guard with SEARCH_TIMEOUT_MS (search-site.ts);
 *   over it the search fails with SQLSTATE 57014, answered 503 "busy".
 * - **Cache**: popular queries are answered from a small LRU (SEARCH_CACHE_ENTRIES entries, each
 *   kept SEARCH_CACHE_SECONDS; 0 turns it off), keyed on the normalised query, so four clients
 *   repeating one query cost one search a TTL. A new post is found once its query's entry expires.
 */
import type { SearchResponse } from '../../rules/site-search.ts';
import type { ServerDeps } from '../deps.ts';
import type { Admission } from '../rest/admission.ts';
import { searchSite } from './search-site.ts';

export type BudgetedSearch = (q: string, ip: string) => Promise<SearchResponse>;

type Entry = { at: number; response: Promise<SearchResponse> };

/** A small LRU with a time to live: a Map kept in use order. */
export function createSearchCache(entries: number, ttlMs: number, now: () => number = Date.now) {
  const map = new Map<string, Entry>();
  return {
    get(key: string): Promise<SearchResponse> | undefined {
      const entry = map.get(key);
      if (!entry) return undefined;
      map.delete(key);
      if (now() - entry.at > ttlMs) return undefined;
      map.set(key, entry);
      return entry.response;
    },
    set(key: string, response: Promise<SearchResponse>): void {
      if (entries <= 0 || ttlMs <= 0) return;
      map.delete(key);
      map.set(key, { at: now(), response });
      while (map.size > entries) map.delete(map.keys().next().value!);
      // A failed search is not kept.
      response.catch(() => {
        if (map.get(key)?.response === response) map.delete(key);
      });
    },
    get size() {
      return map.size;
    },
  };
}

const registered = new WeakMap<object, BudgetedSearch>();

/**
 * The process's budgeted search for `deps`: made once by server/app.ts with the REST admission
 * (its slots), then found by the site handler for the /search page's loader.
 */
export function budgetedSearch(deps: ServerDeps, admission?: Admission): BudgetedSearch {
  const known = registered.get(deps.db);
  if (known && !admission) return known;
  const cache = createSearchCache(deps.env.SEARCH_CACHE_ENTRIES, deps.env.SEARCH_CACHE_SECONDS * 1000);
  const run = async (q: string, ip: string) => {
    const release = admission ? await admission.slot(ip) : () => undefined;
    try {
      return await searchSite(deps.db, q, undefined, deps.env.SEARCH_TIMEOUT_MS);
    } finally {
      release();
    }
  };
  const search: BudgetedSearch = (q, ip) => {
    const key = q.trim().toLowerCase().replace(/\s+/g, ' ');
    const cached = cache.get(key);
    if (cached) return cached;
    const response = run(q, ip);
    cache.set(key, response);
    return response;
  };
  registered.set(deps.db, search);
  return search;
}
