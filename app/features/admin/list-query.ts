/** Rows per page in every staff list (paged by the server: `range` with an exact count). */
export const adminPageSize = 25;

/** A staff list's URL state: `?page=&q=&form=&status=` (unknown or empty values dropped). */
export type AdminListQuery = {
  page: number;
  q: string;
  form: string;
  status: string;
  /** Leads only: `mine` or `unassigned` (absent: everyone's). */
  assigned?: 'mine' | 'unassigned';
};

export function parseAdminQuery(params: URLSearchParams): AdminListQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
    q: (params.get('q') ?? '').trim().slice(0, 200),
    form: params.get('form') ?? '',
    status: params.get('status') ?? '',
    ...(params.get('assigned') === 'mine' || params.get('assigned') === 'unassigned'
      ? { assigned: params.get('assigned') as 'mine' | 'unassigned' }
      : {}),
  };
}

/** The first and last row (inclusive) of `page`, for supabase-js's `range`. */
export function pageRange(page: number, size = adminPageSize): [number, number] {
  const from = (page - 1) * size;
  return [from, from + size - 1];
}

/** The number of pages for `count` rows (at least one). */
export function pageCount(count: number, size = adminPageSize): number {
  return Math.max(1, Math.ceil(count / size));
}

/**
 * A search term made safe inside a PostgREST `or=(col.ilike.*term*)` filter: the characters that
 * filter syntax or LIKE give a meaning to (, ( ) * % _ \ and quotes) become spaces' wildcards.
 */
export function ilikeTerm(q: string): string {
  return q
    .replace(/[,()*%_\\"':]/g, ' ')
    .trim()
    .replace(/\s+/g, '*');
}

/**
 * The search box as a PostgREST `or` filter: rows where any of `columns` contains the words
 * (case-insensitive); null when there are no words (every row).
 */
export function searchFilter(q: string, columns: readonly string[]): string | null {
  const term = ilikeTerm(q);
  return term ? columns.map((column) => `${column}.ilike.*${term}*`).join(',') : null;
}

/** A staff list's query (filtered as its section needs), as far as pageOf builds on it. */
type ListBuilder = {
  or(filters: string): ListBuilder;
  order(column: string, options: { ascending: boolean }): ListBuilder;
  range(from: number, to: number): PromiseLike<{ data: unknown; error: unknown; count: number | null }>;
};

/**
 * One page of a staff list from its view's query: the search box over `search`, newest first by
 * `order`'s columns (each breaking the ties of the one before), with the exact count.
 */
export async function pageOf<Row>(
  query: ListBuilder,
  q: AdminListQuery,
  search: readonly string[],
  order: readonly string[],
): Promise<{ rows: Row[]; count: number }> {
  const [from, to] = pageRange(q.page);
  const or = searchFilter(q.q, search);
  let built = or ? query.or(or) : query;
  for (const column of order) built = built.order(column, { ascending: false });
  const { data, error, count } = await built.range(from, to);
  if (error) throw error;
  return { rows: (data ?? []) as Row[], count: count ?? 0 };
}
