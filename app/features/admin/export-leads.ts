import { toast } from '../../lib/toast.ts';
import { getSessionClient } from '../../lib/session.ts';
import { leadsCsv, leadsCsvName } from './leads-csv.ts';
import { allLeads } from './leads-data.ts';
import type { AdminListQuery } from './list-query.ts';

/** Export CSV: every lead of the current filter (all pages), downloaded as leads-YYYY-MM-DD.csv. */
export async function exportLeads(query: AdminListQuery): Promise<void> {
  try {
    const leads = await allLeads(await getSessionClient(), query);
    const blob = new Blob(['\uFEFF', leadsCsv(leads)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = leadsCsvName(new Date());
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    toast.success('Export ready', {
      description: `${leads.length} ${leads.length === 1 ? 'lead' : 'leads'} exported.`,
    });
  } catch (err) {
    console.warn('Export failed', err);
    toast.error('Export failed', { description: 'The leads could not be exported. Please try again.' });
  }
}
