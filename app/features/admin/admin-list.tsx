import { useState, type ReactNode } from 'react';
import { NotFound } from '../../components/not-found.tsx';
import type { BrowserSupabase } from '../../lib/supabase-types.ts';
import type { AdminSection } from '../../lib/staff-role.ts';
import { AdminFilters } from './admin-filters.tsx';
import { LoadFailed, SectionHeader } from './admin-frame.tsx';
import { sectionTitles } from './admin-nav.tsx';
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

/** A column of a staff table: its head, the cell of a row, and the cell's classes beyond the padding. */
export type Column<T> = { head: string; cell: (row: T) => ReactNode; className?: string };

/**
 * A filter of a staff list: its choices after the first, which shows every row (`all`, value '').
 * Its value is the URL query's of the same name unless `value` says.
 */
export type ListFilter = {
  name: string;
  label: string;
  all: string;
  options: readonly { value: string; label: string }[];
  value?: string;
};

function queryValue(query: AdminListQuery, name: string): string {
  const value: unknown = (query as Partial<Record<string, unknown>>)[name];
  return typeof value === 'string' ? value : '';
}

/** The options of a filter or a select: each key with its label (the key where there is none). */
export function labelled(keys: readonly string[], labels: Readonly<Record<string, string>>) {
  return keys.map((key) => ({ value: key, label: labels[key] ?? key }));
}

/**
 * The rows a staff list has ticked (Leads, Mail): the tick of one row, clearing them all, and the
 * Select column with each row's checkbox (named by `label`).
 */
export function useSelection<T extends { id: string }>() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const column = (label: (row: T) => string): Column<T> => ({
    head: 'Select',
    cell: (row) => (
      <input
        type="checkbox"
        className="size-4"
        aria-label={label(row)}
        value={row.id}
        checked={selected.has(row.id)}
        onChange={(e) => toggle(row.id, e.currentTarget.checked)}
      />
    ),
  });
  return { selected, clear: () => setSelected(new Set()), column };
}

/** What AdminList shows: the section and its loader's data, and how the section's rows are listed. */
export type AdminListProps<T> = {
  section: AdminSection;
  loaded: { query: AdminListQuery; allowed: boolean; data: Page<T> | null };
  /** The pager's word for the rows ("comments"). */
  noun: string;
  actions?: ReactNode;
  /** A line of text above the list. */
  intro?: ReactNode;
  /** Controls above the list in place of the intro (the selection's actions). */
  toolbar?: ReactNode;
  /** The search box's label; no filters without it. */
  search?: string;
  filters?: ListFilter[];
  /** The table's columns; without them the rows are the section's own list (`children`). */
  columns?: Column<T>[];
  /** What shows instead of the rows when there are none. */
  empty: string;
  children?: (rows: T[]) => ReactNode;
};

/**
 * The frame of every staff list (Leads, Webinars, Mail, Comments, Posts, Content, Users, Activity):
 * the not-found page for a role that may not open it; else its heading (the section's name) with
 * actions, an intro line or a toolbar, the filters, then the rows (a table of `columns`, or the
 * section's own list from `children`, or what `empty` says) and the pager, or the load failure.
 */
export function AdminList<T extends { id: string | number }>({
  section,
  loaded,
  noun,
  actions,
  intro,
  toolbar,
  search,
  filters = [],
  columns,
  empty,
  children,
}: AdminListProps<T>) {
  const { query, allowed, data } = loaded;
  if (!allowed) return <NotFound />;
  const title = sectionTitles[section];
  return (
    <section>
      <SectionHeader title={title}>{actions}</SectionHeader>
      {intro ? <p className="mb-4 text-sm text-slate-700">{intro}</p> : toolbar}
      {search ? (
        <AdminFilters
          searchLabel={search}
          search={query.q}
          selects={filters.map(({ all, options, value, ...select }) => ({
            ...select,
            value: value ?? queryValue(query, select.name),
            options: [{ value: '', label: all }, ...options],
          }))}
        />
      ) : null}
      {data ? (
        <>
          {columns ? (
            <AdminTable label={title} head={columns.map((c) => c.head)}>
              {data.rows.length === 0 ? (
                <EmptyRow columns={columns.length}>{empty}</EmptyRow>
              ) : (
                data.rows.map((row) => (
                  <tr key={row.id} className="align-top">
                    {columns.map((c) => (
                      <td key={c.head} className={c.className ? `px-3 py-3 ${c.className}` : 'px-3 py-3'}>
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </AdminTable>
          ) : data.rows.length === 0 ? (
            <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-600">{empty}</p>
          ) : (
            children?.(data.rows)
          )}
          <AdminPager page={query.page} count={data.count} noun={noun} />
        </>
      ) : (
        <LoadFailed />
      )}
    </section>
  );
}
