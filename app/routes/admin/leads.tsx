import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { exportLeads } from '../../features/admin/export-leads.ts';
import {
  assignedLabels,
  deliveryLabels,
  formLabel,
  handlingLabels,
  handlingStates,
  leadForms,
  listLeads,
  type LeadRow,
} from '../../features/admin/leads-data.ts';
import { When } from '../../features/admin/table.tsx';
import { AdminList, labelled, useSelection, type Column } from '../../features/admin/admin-list.tsx';
import { listRoute } from '../../features/admin/list-route.tsx';
import { BulkLeadBar, bulkLeadAction } from '../../features/admin/bulk-leads.tsx';
import type { Route } from './+types/leads.ts';

export const { clientLoader, meta } = listRoute('leads', listLeads);

export async function clientAction({ request }: Route.ClientActionArgs) {
  return bulkLeadAction(await request.formData());
}

export default function LeadsPage({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  const [exporting, setExporting] = useState(false);
  const selection = useSelection<LeadRow>();
  const assignees = loaderData.data?.assignees ?? [];
  const nameOf = (id: string | null | undefined) =>
    id ? (assignees.find((a) => a.id === id)?.name ?? 'Someone else') : '—';
  const forms = query.form && !leadForms.includes(query.form) ? [...leadForms, query.form] : leadForms;
  const columns: Column<LeadRow>[] = [
    selection.column((lead) => `Select message from ${lead.name || lead.email}`),
    { head: 'Received', className: 'text-slate-700', cell: (lead) => <When iso={lead.created_at} /> },
    {
      head: 'From',
      cell: (lead) => (
        <>
          <Link
            to={`/admin/leads/${lead.id}`}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {lead.name || lead.email}
          </Link>
          <span className="block text-slate-600">{lead.email}</span>
        </>
      ),
    },
    { head: 'Form', className: 'text-slate-700', cell: (lead) => formLabel(lead.kind) },
    {
      head: 'Message',
      className: 'max-w-xs text-slate-700',
      cell: (lead) => <span className="line-clamp-2 break-words">{lead.subject || lead.message || '—'}</span>,
    },
    {
      head: 'Status',
      cell: (lead) => (
        <Badge variant={lead.handling_state === 'new' ? 'accent' : 'outline'}>
          {handlingLabels[lead.handling_state] ?? lead.handling_state}
        </Badge>
      ),
    },
    { head: 'Assigned', className: 'text-slate-700', cell: (lead) => nameOf(lead.assigned_to) },
    {
      head: 'Delivery',
      className: 'text-slate-700',
      cell: (lead) => deliveryLabels[lead.delivery_state] ?? lead.delivery_state,
    },
  ];
  return (
    <AdminList
      section="leads"
      loaded={loaderData}
      noun="messages"
      actions={
        <Button
          variant="outline"
          disabled={exporting}
          onClick={() => {
            setExporting(true);
            void exportLeads(query).finally(() => setExporting(false));
          }}
        >
          <Download aria-hidden="true" />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      }
      toolbar={<BulkLeadBar selected={selection.selected} assignees={assignees} onDone={selection.clear} />}
      search="Search name, email and text"
      filters={[
        {
          name: 'assigned',
          label: 'Assigned',
          all: 'Everyone',
          options: labelled(['mine', 'unassigned'], assignedLabels),
        },
        {
          name: 'form',
          label: 'Form',
          all: 'All forms',
          options: forms.map((f) => ({ value: f, label: formLabel(f) })),
        },
        { name: 'status', label: 'Status', all: 'All statuses', options: labelled(handlingStates, handlingLabels) },
      ]}
      columns={columns}
      empty="No messages match this filter."
    />
  );
}
