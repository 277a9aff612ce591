import { actionLabel, detailsText, listActivity } from '../../features/admin/activity-data.ts';
import { adminMeta } from '../../features/admin/admin-meta.ts';
import { When } from '../../features/admin/table.tsx';
import { AdminList, listLoader } from '../../features/admin/admin-list.tsx';
import type { Route } from './+types/activity.ts';

export const clientLoader = listLoader('activity', listActivity);

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta('Activity', loaderData?.allowed);

/** Every staff action, newest first: kept by the database, which nobody can change through the API. */
export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminList
      title="Activity"
      loaded={loaderData}
      noun="entries"
      intro={
        <p className="mb-4 text-sm text-slate-700">
          Every staff action, newest first. The log is kept in the database; nobody can edit or delete it.
        </p>
      }
      table={['When', 'Who', 'What', 'Record', 'Details']}
      empty="No staff actions yet."
    >
      {(rows) =>
        rows.map((row) => (
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
      }
    </AdminList>
  );
}
