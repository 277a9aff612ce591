import type { Db } from '../../lib/supabase-types.ts';

/** The settings admins change (public.site_settings, one row; migration 0171). */
export type SiteSettings = { lead_retention_months: number; updated_at: string | null };

export async function getSettings(supabase: Db): Promise<SiteSettings> {
  const { data, error } = await supabase
    .from('site_settings')
    .select('lead_retention_months, updated_at')
    .eq('id', true)
    .single();
  if (error) throw error;
  return data as SiteSettings;
}

/** Sets the retention period; row-level security lets admins (aal2) only, and the change is logged. */
export async function setLeadRetention(supabase: Db, months: number): Promise<void> {
  const { data, error } = await supabase
    .from('site_settings')
    .update({ lead_retention_months: months })
    .eq('id', true)
    .select('id');
  if (error) throw error;
  if (!data?.length) throw new Error('Only administrators can change settings.');
}
