import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { staffMeta } from '../../features/admin/admin-meta.ts';
import { AdminList, labelled, type Column } from '../../features/admin/admin-list.tsx';
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

export const meta = staffMeta('Content');

const isLive = (row: ContentListRow) =>
  row.status !== 'draft' && row.publish_at !== null && new Date(row.publish_at) <= new Date();

const columns: Column<ContentListRow>[] = [
  {
    head: 'Title',
    className: 'max-w-xs',
    cell: (row) => (
      <>
        <Link to={`/admin/content/${row.id}`} className="font-medium text-brand-700 hover:underline">
          {row.title || row.slug}
        </Link>
        <span className="block text-xs text-slate-500">{row.slug}</span>
      </>
    ),
  },
  { head: 'Type', className: 'text-sm', cell: (row) => contentTypeLabels[row.type] },
  {
    head: 'Status',
    cell: (row) => (
      <Badge variant={isLive(row) ? 'teal' : 'outline'}>{isLive(row) ? 'Live' : contentStatusLabels[row.status]}</Badge>
    ),
  },
  { head: 'Goes live', className: 'text-sm', cell: (row) => (row.publish_at ? <When iso={row.publish_at} /> : '—') },
  { head: 'Changed', className: 'text-sm', cell: (row) => <When iso={row.updated_at} /> },
];

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const type = loaderData.type as ContentType | '';
  return (
    <AdminList
      section="content"
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
      filters={[
        {
          name: 'type',
          label: 'Type',
          all: 'All types',
          value: type,
          options: labelled(contentTypes, contentTypeLabels),
        },
        { name: 'status', label: 'Status', all: 'Any status', options: labelled(contentStatuses, contentStatusLabels) },
      ]}
      columns={columns}
      empty="No entries match this filter."
    />
  );
}
