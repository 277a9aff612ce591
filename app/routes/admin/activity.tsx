import { NotFound } from '../../components/not-found.tsx';
import { actionLabel, detailsText, listActivity } from '../../features/admin/activity-data.ts';
import { LoadFailed, SectionHeader } from '../../features/admin/admin-frame.tsx';
import { adminMeta } from '../../features/admin/admin-meta.ts';
import { AdminPager } from '../../features/admin/admin-pager.tsx';
import { parseAdminQuery } from '../../features/admin/list-query.ts';
import { loadSection } from '../../features/admin/staff-access.ts';
import { AdminTable, EmptyRow, When } from '../../features/admin/table.tsx';
import type { Route } from './+types/activity.ts';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = parseAdminQuery(new URL(request.url).searchParams);
  return { query, ...(await loadSection('activity', (supabase) => listActivity(supabase, query))) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta('Activity', loaderData?.allowed);

/** Every staff action, newest first: kept by the database, which nobody can change through the API. */
export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const { query, allowed, data } = loaderData;
  if (!allowed) return <NotFound />;
  return (
    <section>
      <SectionHeader title="Activity" />
      <p className="mb-4 text-sm text-slate-700">
        Every staff action, newest first. The log is kept in the database; nobody can edit or delete it.
      </p>
      {data ? (
        <>
          <AdminTable label="Activity" head={['When', 'Who', 'What', 'Record', 'Details']}>
            {data.rows.length === 0 ? (
              <EmptyRow columns={5}>No staff actions yet.</EmptyRow>
            ) : (
              data.rows.map((row) => (
                <tr key={row.id} className="align-top">
                  <td className="px-3 py-3 text-slate-700">
                    <When iso={row.created_at} />
                  </td>
                  <td className="px-3 py-3 break-all text-slate-900">{row.actor_label}</td>
                  <td className="px-3 py-3 text-slate-900">{actionLabel(row.action)}</td>
                  <td className="px-3 py-3 text-slate-700">
                    {row.target_type}
                    {row.target_id ? <span className="block font-mono text-xs break-all">{row.target_id}</span> : null}
                  </td>
                  <td className="max-w-xs px-3 py-3 break-words text-slate-700">{detailsText(row.details)}</td>
                </tr>
              ))
            )}
          </AdminTable>
          <AdminPager page={query.page} count={data.count} noun="entries" />
        </>
      ) : (
        <LoadFailed />
      )}
    </section>
  );
}
