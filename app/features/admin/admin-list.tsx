import type { ReactNode } from 'react';
import { NotFound } from '../../components/not-found.tsx';
import type { BrowserSupabase } from '../../lib/supabase-types.ts';
import type { AdminSection } from '../../lib/staff-role.ts';
import { AdminFilters, type FilterSelect } from './admin-filters.tsx';
import { LoadFailed, SectionHeader } from './admin-frame.tsx';
import { AdminPager } from './admin-pager.tsx';
import { AdminTable, EmptyRow } from './table.tsx';
import { parseAdminQuery, type AdminListQuery } from './list-query.ts';
import { loadSection } from './staff-access.ts';

/** A list section's clientLoader: the URL's query, and the section's page of rows when the role may open it. */
export function listLoader<T>(
  section: AdminSection,
  list: (supabase: BrowserSupabase, query: AdminListQuery, viewer: string | null) => Promise<T>,
) {
  return async ({ request }: { request: Request }) => {
    const query = parseAdminQuery(new URL(request.url).searchParams);
    return { query, ...(await loadSection(section, (supabase, access) => list(supabase, query, access.viewer))) };
  };
}

type Page<T> = { rows: T[]; count: number };

/**
 * The frame of every staff list (Leads, Comments, Posts, Users, Activity): the not-found page for
 * a role that may not open it; else its heading with actions, an intro, the filters, then the
 * rows (`children`, in the table when it has one, or what `empty` says) and the pager, or the
 * load failure.
 */
export function AdminList<T>({
  title,
  loaded,
  noun,
  actions,
  intro,
  search,
  selects,
  table,
  empty,
  children,
}: {
  title: string;
  loaded: { query: AdminListQuery; allowed: boolean; data: Page<T> | null };
  /** The pager's word for the rows ("comments"). */
  noun: string;
  actions?: ReactNode;
  intro?: ReactNode;
  /** The search box's label; no filters without it. */
  search?: string;
  selects?: FilterSelect[];
  /** The table's column heads; without them the rows are the section's own list. */
  table?: string[];
  /** What shows instead of the rows when there are none. */
  empty: string;
  /** The rows: table rows, or the section's own list. */
  children: (rows: T[]) => ReactNode;
}) {
  const { query, allowed, data } = loaded;
  if (!allowed) return <NotFound />;
  return (
    <section>
      <SectionHeader title={title}>{actions}</SectionHeader>
      {intro}
      {search ? <AdminFilters searchLabel={search} search={query.q} selects={selects ?? []} /> : null}
      {data ? (
        <>
          {table ? (
            <AdminTable label={title} head={table}>
              {data.rows.length === 0 ? <EmptyRow columns={table.length}>{empty}</EmptyRow> : children(data.rows)}
            </AdminTable>
          ) : data.rows.length === 0 ? (
            <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-600">{empty}</p>
          ) : (
            children(data.rows)
          )}
          <AdminPager page={query.page} count={data.count} noun={noun} />
        </>
      ) : (
        <LoadFailed />
      )}
    </section>
  );
}
