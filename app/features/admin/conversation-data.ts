import type { Db } from '../../lib/supabase-types.ts';
import { rowsOf, touchedRows } from './touched-rows.ts';

/** A staff member a lead can be assigned to (public.lead_assignees: admin and sales). */
export type Assignee = { id: string; name: string; role: string };

/** One entry of a lead's timeline (public.lead_notes, migration 0260). */
export type LeadNote = {
  id: string;
  kind: 'note' | 'reply';
  author_id: string | null;
  author_name: string | null;
  subject: string | null;
  body: string;
  delivery_state: string | null;
  created_at: string;
};

export const leadNoteMaxLength = 10_000;
export const replySubjectMaxLength = 200;

export async function listAssignees(supabase: Db): Promise<Assignee[]> {
  return rowsOf<Assignee>(await supabase.from('lead_assignees').select('id, name, role').order('name'));
}

export async function listLeadNotes(supabase: Db, leadId: string): Promise<LeadNote[]> {
  return rowsOf<LeadNote>(
    await supabase
      .from('lead_notes')
      .select('id, kind, author_id, author_name, subject, body, delivery_state, created_at')
      .eq('lead_id', leadId)
      .order('created_at', { ascending: true })
      .order('id', { ascending: true })
      .limit(500),
  );
}

/** Adds a note, or a reply the server emails to the visitor (server/leads/lead-replies.ts). */
export async function addLeadNote(
  supabase: Db,
  note: { lead_id: string; kind: 'note' | 'reply'; body: string; subject?: string },
): Promise<void> {
  const { error } = await supabase.from('lead_notes').insert(note);
  if (error) throw error;
}

/** Assigns (or with null unassigns) leads, and/or sets their status; the database checks and logs it. */
export async function changeLeads(
  supabase: Db,
  ids: readonly string[],
  change: { assigned_to?: string | null; handling_state?: 'new' | 'in_progress' | 'done' | 'spam' },
): Promise<number> {
  const data = touchedRows(
    await supabase
      .from('contact_messages')
      .update(change)
      .in('id', [...ids])
      .select('id'),
    'The messages were not found or may not be changed.',
  );
  return data.length;
}

export const noteDeliveryLabels: Record<string, string> = {
  queued: 'Sending',
  held: 'Held: no mail server configured',
  sent: 'Delivered to the mail server',
  failed: 'Not delivered',
  discarded: 'Discarded',
};
