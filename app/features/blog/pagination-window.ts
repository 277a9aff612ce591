/** Posts per listing page (spec point 9). */
export const postsPerPage = 6;

export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: 'start' | 'end' };

/** Number of pages for a filtered count: ceil(count / 6); zero posts still make one (empty) page. */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / postsPerPage));
}

/** Keeps a requested page inside 1..total (a filter may shrink the list under the current page). */
export function clampPage(page: number, total: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, total));
}

/**
 * The pagination buttons of spec point 9: the first and last page always, the pages within one of
 * the current page, and an ellipsis in place of page 2 and of the second-to-last page when they
 * fall outside that window. Other pages are left out.
 */
export function paginationWindow(current: number, total: number): PageItem[] {
  const items: PageItem[] = [];
  for (let page = 1; page <= total; page++) {
    if (page === 1 || page === total || Math.abs(page - current) <= 1) items.push({ kind: 'page', page });
    else if (page === 2) items.push({ kind: 'ellipsis', key: 'start' });
    else if (page === total - 1) items.push({ kind: 'ellipsis', key: 'end' });
  }
  return items;
}
