import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { adminMeta } from '../../features/admin/admin-meta.ts';
import { AdminList } from '../../features/admin/admin-list.tsx';
import {
  contentStatusLabels,
  contentTypeLabels,
  listContent,
  type ContentListRow,
} from '../../features/admin/content-data.ts';
import { parseAdminQuery } from '../../features/admin/list-query.ts';
import { loadSection } from '../../features/admin/staff-access.ts';
import { When } from '../../features/admin/table.tsx';
import { contentStatuses, contentTypes, type ContentType } from '#rules/content-model.ts';
import type { Route } from './+types/content.ts';

/** The content studio's list (ADR 038): every entry of a type, with search and status. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = parseAdminQuery(params);
  const type = contentTypes.find((t) => t === params.get('type')) ?? '';
  return { query, type, ...(await loadSection('content', (supabase) => listContent(supabase, query, type))) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta('Content', loaderData?.allowed);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const type = loaderData.type as ContentType | '';
  return (
    <AdminList
      title="Content"
      loaded={loaderData}
      noun="entries"
      actions={
        <>
          <Link to="/admin/content/images" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
            Image library
          </Link>
          <Link to={`/admin/content/new?type=${type || 'webinar'}`} className={buttonVariants({ size: 'sm' })}>
            New {contentTypeLabels[type || 'webinar'].toLowerCase()}
          </Link>
        </>
      }
      search="Search title and slug"
      selects={[
        {
          name: 'type',
          label: 'Type',
          value: type,
          options: [
            { value: '', label: 'All types' },
            ...contentTypes.map((t) => ({ value: t, label: contentTypeLabels[t] })),
          ],
        },
        {
          name: 'status',
          label: 'Status',
          value: loaderData.query.status,
          options: [
            { value: '', label: 'Any status' },
            ...contentStatuses.map((s) => ({ value: s, label: contentStatusLabels[s] })),
          ],
        },
      ]}
      table={['Title', 'Type', 'Status', 'Goes live', 'Changed']}
      empty="No entries match this filter."
    >
      {(rows) => rows.map((row) => <ContentRowView key={row.id} row={row} />)}
    </AdminList>
  );
}

function ContentRowView({ row }: { row: ContentListRow }) {
  const live = row.status !== 'draft' && row.publish_at !== null && new Date(row.publish_at) <= new Date();
  return (
    <tr className="align-top">
      <td className="max-w-xs px-3 py-3">
        <Link to={`/admin/content/${row.id}`} className="font-medium text-brand-700 hover:underline">
          {row.title || row.slug}
        </Link>
        <span className="block text-xs text-slate-500">{row.slug}</span>
      </td>
      <td className="px-3 py-3 text-sm">{contentTypeLabels[row.type]}</td>
      <td className="px-3 py-3">
        <Badge variant={live ? 'teal' : 'outline'}>{live ? 'Live' : contentStatusLabels[row.status]}</Badge>
      </td>
      <td className="px-3 py-3 text-sm">{row.publish_at ? <When iso={row.publish_at} /> : '—'}</td>
      <td className="px-3 py-3 text-sm">
        <When iso={row.updated_at} />
      </td>
    </tr>
  );
}
