import type { Db } from '../../lib/supabase-types.ts';
import { pageOf, type AdminListQuery } from './list-query.ts';

/** A row of public.staff_activity (written only by the database; admins read it). */
export type ActivityRow = {
  id: number;
  created_at: string;
  actor_label: string;
  action: string;
  target_type: string;
  target_id: string | null;
  details: Record<string, unknown>;
};

/** One page of the activity log, newest first, with the total. */
export async function listActivity(supabase: Db, q: AdminListQuery): Promise<{ rows: ActivityRow[]; count: number }> {
  const query = supabase
    .from('staff_activity')
    .select('id,created_at,actor_label,action,target_type,target_id,details', { count: 'exact' });
  return pageOf<ActivityRow>(query, q, [], ['created_at', 'id']);
}

/** 'contact_message.handling_state' → 'Contact message handling state'. */
export function actionLabel(action: string): string {
  const text = action.replace(/[._]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The details of an entry as short "key: value" pairs. */
export function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details ?? {})
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}
