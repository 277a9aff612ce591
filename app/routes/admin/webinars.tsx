import { Link } from 'react-router';
import { adminMeta } from '../../features/admin/admin-meta.ts';
import { AdminList, listLoader } from '../../features/admin/admin-list.tsx';
import { listAdminWebinars } from '../../features/admin/webinars-data.ts';
import type { Route } from './+types/webinars.ts';

export const clientLoader = listLoader('webinars', listAdminWebinars);

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta('Webinars', loaderData?.allowed);

/** Webinars with their registrant counts; each opens its registrant list, join link and recording. */
export default function WebinarsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminList
      title="Webinars"
      loaded={loaderData}
      noun="webinars"
      intro={
        <p className="mb-4 text-sm text-slate-700">
          Registrants get the join link by email the day before (10:00 IST) and one hour before, and the recording once
          you add it. Set the join link on each webinar's page.
        </p>
      }
      table={['Date', 'Webinar', 'Speaker', 'Registered']}
      empty="No webinars."
    >
      {(rows) =>
        rows.map((w) => (
          <tr key={w.id} className="align-top">
            <td className="px-3 py-3 text-slate-700">
              {w.date}, {w.time}
            </td>
            <td className="px-3 py-3">
              <Link
                to={`/admin/webinars/${w.id}`}
                className="font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {w.title}
              </Link>
            </td>
            <td className="px-3 py-3 text-slate-700">{w.speaker}</td>
            <td className="px-3 py-3 text-slate-700">{w.registered}</td>
          </tr>
        ))
      }
    </AdminList>
  );
}
