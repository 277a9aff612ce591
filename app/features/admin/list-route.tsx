import { useFetcher } from 'react-router';
import type { BrowserSupabase } from '../../lib/supabase-types.ts';
import type { AdminSection } from '../../lib/staff-role.ts';
import { staffMeta } from './admin-meta.ts';
import { AdminList, listLoader, type AdminListProps } from './admin-list.tsx';
import { sectionTitles } from './admin-nav.tsx';
import type { AdminListQuery } from './list-query.ts';
import { intentAction, type StaffIntents } from './staff-write.ts';

/**
 * A list section's route module (Activity, Comments, Posts, Users, Webinars; Leads and Mail use the
 * first two only), from the section and its query (a page of rows, which may carry more: Leads'
 * assignees): the clientLoader (listLoader), the meta (the section's name as the page's title), the
 * clientAction for the rows' buttons, and the page (AdminList with the loader's data). A module
 * exports the first two as they are (`export const { clientLoader, meta } = route`): React Router
 * reads a route module's export names, which the destructuring declares.
 */
export function listRoute<P extends { rows: { id: string | number }[]; count: number }>(
  section: AdminSection,
  list: (supabase: BrowserSupabase, query: AdminListQuery, viewer: string | null) => Promise<P>,
) {
  const clientLoader = listLoader(section, list);
  return {
    clientLoader,
    meta: staffMeta(sectionTitles[section]),
    /**
     * The clientAction for the rows' buttons (useRowWrite): each sends the row's `id` and the field
     * `label` that names the row in the toasts (`fallback` when it is missing); `intents` are
     * intentAction's, built from them and the form.
     */
    rowAction: (
      label: string,
      fallback: string,
      intents: (row: { id: string; label: string }, form: FormData) => StaffIntents,
    ) =>
      intentAction(section, (form) =>
        intents({ id: String(form.get('id') ?? ''), label: String(form.get(label) ?? fallback) }, form),
      ),
    /** The page: the section's AdminList with the loader's data and these props. */
    page: (props: Omit<AdminListProps<P['rows'][number]>, 'section' | 'loaded'>) =>
      function ListPage({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
        return <AdminList section={section} loaded={loaderData} {...props} />;
      },
  };
}

/**
 * A row's writes to its section's rowAction: `send` posts the intent with the row's `fields` (its id
 * and the field that names it) and any `extra`; `busy` while one is under way. Writes of one row
 * that share a `key` share the fetcher (busy in one, busy in all).
 */
export function useRowWrite(fields: Record<string, string>, key?: string) {
  const fetcher = useFetcher({ key });
  const send = (intent: string, extra: Record<string, string> = {}) =>
    void fetcher.submit({ intent, ...fields, ...extra }, { method: 'post' });
  return { busy: fetcher.state !== 'idle', send };
}
