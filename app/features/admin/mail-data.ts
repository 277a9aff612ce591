import type { Db } from '../../lib/supabase-types.ts';
import type { AdminListQuery } from './list-query.ts';

/** An unsent email as /admin → Mail lists it (public.staff_mail, admins only; migration 0260). */
export type QueuedEmail = {
  id: string;
  purpose: string;
  to_address: string;
  subject: string;
  state: 'held' | 'failed' | 'queued';
  attempts: number;
  last_error: string | null;
  created_at: string;
};

export const mailStates = ['held', 'failed', 'queued'] as const;

export const mailStateLabels: Record<string, string> = {
  held: 'Held (no mail server)',
  failed: 'Failed',
  queued: 'Waiting to retry',
};

/** Held and failed email (or the one state the filter names), newest first, searched by address, subject or kind. */
export async function listQueuedEmail(
  supabase: Db,
  q: AdminListQuery,
): Promise<{ rows: QueuedEmail[]; count: number }> {
  const states = (mailStates as readonly string[]).includes(q.status) ? [q.status] : ['held', 'failed'];
  const { data, error } = await supabase.rpc('staff_mail', { search: q.q || null, states, max_rows: 500 });
  if (error) throw error;
  const rows = (data ?? []) as QueuedEmail[];
  return { rows, count: rows.length };
}

/** Discards emails (never sent); returns how many. */
export async function discardEmail(supabase: Db, ids: readonly string[]): Promise<number> {
  const { data, error } = await supabase.rpc('staff_mail_discard', { ids: [...ids] });
  if (error) throw error;
  return Number(data ?? 0);
}
