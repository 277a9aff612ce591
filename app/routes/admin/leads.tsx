import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { adminMeta } from '../../features/admin/admin-meta.ts';
import { exportLeads } from '../../features/admin/export-leads.ts';
import {
  deliveryLabels,
  formLabel,
  handlingLabels,
  handlingStates,
  leadForms,
  listLeads,
} from '../../features/admin/leads-data.ts';
import { When } from '../../features/admin/table.tsx';
import { AdminList, listLoader } from '../../features/admin/admin-list.tsx';
import { BulkLeadBar, bulkLeadAction, LeadCheckbox } from '../../features/admin/bulk-leads.tsx';
import type { Route } from './+types/leads.ts';

export const clientLoader = listLoader('leads', listLeads);

export async function clientAction({ request }: Route.ClientActionArgs) {
  return bulkLeadAction(await request.formData());
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta('Leads', loaderData?.allowed);

export default function LeadsPage({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  const [exporting, setExporting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const assignees = loaderData.data?.assignees ?? [];
  const nameOf = (id: string | null | undefined) =>
    id ? (assignees.find((a) => a.id === id)?.name ?? 'Someone else') : '—';
  const forms = query.form && !leadForms.includes(query.form) ? [...leadForms, query.form] : leadForms;
  return (
    <AdminList
      title="Leads"
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
      intro={<BulkLeadBar selected={selected} assignees={assignees} onDone={() => setSelected(new Set())} />}
      search="Search name, email and text"
      selects={[
        {
          name: 'assigned',
          label: 'Assigned',
          value: query.assigned ?? '',
          options: [
            { value: '', label: 'Everyone' },
            { value: 'mine', label: 'Mine' },
            { value: 'unassigned', label: 'Unassigned' },
          ],
        },
        {
          name: 'form',
          label: 'Form',
          value: query.form,
          options: [{ value: '', label: 'All forms' }, ...forms.map((f) => ({ value: f, label: formLabel(f) }))],
        },
        {
          name: 'status',
          label: 'Status',
          value: query.status,
          options: [
            { value: '', label: 'All statuses' },
            ...handlingStates.map((s) => ({ value: s, label: handlingLabels[s] })),
          ],
        },
      ]}
      table={['Select', 'Received', 'From', 'Form', 'Message', 'Status', 'Assigned', 'Delivery']}
      empty="No messages match this filter."
    >
      {(rows) =>
        rows.map((lead) => (
          <tr key={lead.id} className="align-top">
            <td className="px-3 py-3">
              <LeadCheckbox
                id={lead.id}
                label={lead.name || lead.email}
                checked={selected.has(lead.id)}
                onChange={(on) =>
                  setSelected((prev) => {
                    const next = new Set(prev);
                    if (on) next.add(lead.id);
                    else next.delete(lead.id);
                    return next;
                  })
                }
              />
            </td>
            <td className="px-3 py-3 text-slate-700">
              <When iso={lead.created_at} />
            </td>
            <td className="px-3 py-3">
              <Link
                to={`/admin/leads/${lead.id}`}
                className="font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {lead.name || lead.email}
              </Link>
              <span className="block text-slate-600">{lead.email}</span>
            </td>
            <td className="px-3 py-3 text-slate-700">{formLabel(lead.kind)}</td>
            <td className="max-w-xs px-3 py-3 text-slate-700">
              <span className="line-clamp-2 break-words">{lead.subject || lead.message || '—'}</span>
            </td>
            <td className="px-3 py-3">
              <Badge variant={lead.handling_state === 'new' ? 'accent' : 'outline'}>
                {handlingLabels[lead.handling_state] ?? lead.handling_state}
              </Badge>
            </td>
            <td className="px-3 py-3 text-slate-700">{nameOf(lead.assigned_to)}</td>
            <td className="px-3 py-3 text-slate-700">{deliveryLabels[lead.delivery_state] ?? lead.delivery_state}</td>
          </tr>
        ))
      }
    </AdminList>
  );
}
