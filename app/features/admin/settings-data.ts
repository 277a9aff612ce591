import { site } from '#config/site.ts';
import { inboxColumn, inboxNames, type InboxColumn, type InboxName } from '#rules/contact-inboxes.ts';
import type { Db } from '../../lib/supabase-types.ts';
import { touchedRows } from './touched-rows.ts';

/** The settings admins change (public.site_settings, one row; migration 0171). */
export type SiteSettings = { lead_retention_months: number; updated_at: string | null } & Partial<
  Record<InboxColumn, string | null>
>;

/** What the settings call each inbox: the forms whose messages it receives. */
const inboxLabels: Record<InboxName, string> = {
  contact: 'Contact Us page',
  sales: 'Sales: home page form, whitepapers, chat requests',
  support: 'Support Center',
  careers: 'Careers: job applications',
  webinars: 'Webinars: registrations and updates',
};

/** Each form's inbox (ADR 040): empty means the server's default (env override, else config/site.ts). */
export const inboxes = inboxNames.map((name) => ({
  column: inboxColumn(name),
  label: inboxLabels[name],
  fallback: site.email[name],
}));

/** Sets the inboxes (empty: back to the default); row-level security lets admins only, and the change is logged. */
export async function setInboxes(supabase: Db, values: Record<InboxColumn, string | null>): Promise<void> {
  touchedRows(
    await supabase.from('site_settings').update(values).eq('id', true).select('id'),
    'Only administrators can change settings.',
  );
}

export async function getSettings(supabase: Db): Promise<SiteSettings> {
  const { data, error } = await supabase
    .from('site_settings')
    .select(
      'lead_retention_months, updated_at, inbox_contact, inbox_sales, inbox_support, inbox_careers, inbox_webinars',
    )
    .eq('id', true)
    .single();
  if (error) throw error;
  return data as SiteSettings;
}

/** Sets the retention period; row-level security lets admins (aal2) only, and the change is logged. */
export async function setLeadRetention(supabase: Db, months: number): Promise<void> {
  touchedRows(
    await supabase.from('site_settings').update({ lead_retention_months: months }).eq('id', true).select('id'),
    'Only administrators can change settings.',
  );
}
