import { Link } from 'react-router';
import type { Column } from '../../features/admin/admin-list.tsx';
import { listRoute } from '../../features/admin/list-route.tsx';
import { listAdminWebinars, type AdminWebinar } from '../../features/admin/webinars-data.ts';

const route = listRoute('webinars', listAdminWebinars);

export const { clientLoader, meta } = route;

const columns: Column<AdminWebinar & { registered: number }>[] = [
  { head: 'Date', className: 'text-slate-700', cell: (w) => `${w.date}, ${w.time}` },
  {
    head: 'Webinar',
    cell: (w) => (
      <Link to={`/admin/webinars/${w.id}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
        {w.title}
      </Link>
    ),
  },
  { head: 'Speaker', className: 'text-slate-700', cell: (w) => w.speaker },
  { head: 'Registered', className: 'text-slate-700', cell: (w) => w.registered },
];

/** Webinars with their registrant counts; each opens its registrant list, join link and recording. */
export default route.page({
  noun: 'webinars',
  intro:
    "Registrants get the join link by email the day before (10:00 IST) and one hour before, and the recording once you add it. Set the join link on each webinar's page.",
  columns,
  empty: 'No webinars.',
});
