import { actionLabel, detailsText, listActivity, type ActivityRow } from '../../features/admin/activity-data.ts';
import type { Column } from '../../features/admin/admin-list.tsx';
import { listRoute } from '../../features/admin/list-route.tsx';
import { When } from '../../features/admin/table.tsx';

const route = listRoute('activity', listActivity);

export const { clientLoader, meta } = route;

const columns: Column<ActivityRow>[] = [
  { head: 'When', className: 'text-slate-700', cell: (row) => <When iso={row.created_at} /> },
  { head: 'Who', className: 'break-all text-slate-900', cell: (row) => row.actor_label },
  { head: 'What', className: 'text-slate-900', cell: (row) => actionLabel(row.action) },
  {
    head: 'Record',
    className: 'text-slate-700',
    cell: (row) => (
      <>
        {row.target_type}
        {row.target_id ? <span className="block font-mono text-xs break-all">{row.target_id}</span> : null}
      </>
    ),
  },
  { head: 'Details', className: 'max-w-xs break-words text-slate-700', cell: (row) => detailsText(row.details) },
];

/** Every staff action, newest first: kept by the database, which nobody can change through the API. */
export default route.page({
  noun: 'entries',
  intro: 'Every staff action, newest first. The log is kept in the database; nobody can edit or delete it.',
  columns,
  empty: 'No staff actions yet.',
});
