import type { Db } from '../../lib/supabase-types.ts';
import { contactKinds } from '#rules/contact-fields.ts';
import { listAssignees, type Assignee } from './conversation-data.ts';
import { pageOf, searchFilter, type AdminListQuery } from './list-query.ts';
import { touchedRows } from './touched-rows.ts';

export const handlingStates = ['new', 'in_progress', 'done', 'spam'] as const;
export type HandlingState = (typeof handlingStates)[number];

export const handlingLabels: Record<HandlingState, string> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
  spam: 'Spam',
};

export const deliveryLabels: Record<string, string> = {
  queued: 'Queued',
  held: 'Held',
  sent: 'Sent',
  failed: 'Failed',
};

/** The Assigned filter's choices beyond everyone's leads (AdminListQuery's `assigned`). */
export const assignedLabels: Record<NonNullable<AdminListQuery['assigned']>, string> = {
  mine: 'Mine',
  unassigned: 'Unassigned',
};

const formLabels: Record<string, string> = {
  home: 'Home page',
  contact: 'Contact Us',
  support: 'Support',
  whitepaper: 'Whitepaper access',
  webinar: 'Webinar updates',
  application: 'Job application',
};

/** The forms a lead can come from, as the filter offers them. */
export const leadForms: readonly string[] = contactKinds;

/** A form's name for people ('contact' → 'Contact Us'); an unknown form keeps its key. */
export function formLabel(kind: string): string {
  return formLabels[kind] ?? kind;
}

export function isHandlingState(value: unknown): value is HandlingState {
  return typeof value === 'string' && (handlingStates as readonly string[]).includes(value);
}

/** A row of the Leads list (no long columns beyond the message it previews). */
export type LeadRow = {
  id: string;
  kind: string;
  name: string | null;
  email: string;
  organization: string | null;
  subject: string | null;
  message: string | null;
  delivery_state: string;
  handling_state: HandlingState;
  created_at: string;
  assigned_to?: string | null;
};

/** A lead with every column the table has (more may come: the page shows what is there). */
export type Lead = LeadRow & { note?: string | null; [column: string]: unknown };

const listColumns =
  'id,kind,name,email,organization,subject,message,delivery_state,handling_state,created_at,assigned_to' as const;

/** The columns the Leads search box looks in. */
const leadSearch = ['name', 'email', 'subject', 'message'];

/** The Leads filter as PostgREST filters: form, status, and a search over name, email and text. */
function leadFilter(q: AdminListQuery): { kind: string | null; state: HandlingState | null; or: string | null } {
  return {
    kind: q.form || null,
    state: isHandlingState(q.status) ? q.status : null,
    or: searchFilter(q.q, leadSearch),
  };
}

export type LeadPage = { rows: LeadRow[]; count: number; assignees: Assignee[]; viewer: string | null };

/** One page of leads for the filter, newest first, with the filter's total and who can be assigned. */
export async function listLeads(supabase: Db, q: AdminListQuery, viewer: string | null = null): Promise<LeadPage> {
  const f = leadFilter(q);
  // The inbox's view (0041): read as its owner for admin and sales, so the trigram indexes serve the search.
  let query = supabase.from('staff_leads').select(listColumns, { count: 'exact' });
  if (f.kind) query = query.eq('kind', f.kind);
  if (f.state) query = query.eq('handling_state', f.state);
  if (q.assigned === 'mine' && viewer) query = query.eq('assigned_to', viewer);
  if (q.assigned === 'unassigned') query = query.is('assigned_to', null);
  const page = await pageOf<LeadRow>(query, q, leadSearch, ['created_at', 'id']);
  return { ...page, assignees: await listAssignees(supabase), viewer };
}

/** How many leads are New (the menu's badge). */
export async function countNewLeads(supabase: Db): Promise<number> {
  const { count, error } = await supabase
    .from('contact_messages')
    .select('id', { count: 'exact', head: true })
    .eq('handling_state', 'new');
  if (error) throw error;
  return count ?? 0;
}

/** One lead with every column. */
export async function getLead(supabase: Db, id: string): Promise<Lead | null> {
  const { data, error } = await supabase.from('contact_messages').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return (data as Lead | null) ?? null;
}

/** Sets a lead's status and/or note; the database records who and when. */
export async function updateLead(
  supabase: Db,
  id: string,
  change: { handling_state?: HandlingState; note?: string },
): Promise<void> {
  touchedRows(
    await supabase.from('contact_messages').update(change).eq('id', id).select('id'),
    'The message was not found or may not be changed.',
  );
}

/**
 * Every lead of the filter with every column of the table, newest first, fetched 1000 rows a
 * request (the CSV export).
 */
export async function allLeads(supabase: Db, q: AdminListQuery): Promise<Lead[]> {
  const pageSize = 1000;
  const rows: Lead[] = [];
  const f = leadFilter(q);
  for (let from = 0; ; from += pageSize) {
    let query = supabase.from('contact_messages').select('*');
    if (f.kind) query = query.eq('kind', f.kind);
    if (f.state) query = query.eq('handling_state', f.state);
    if (f.or) query = query.or(f.or);
    const { data, error } = await query
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, from + pageSize - 1);
    if (error) throw error;
    rows.push(...((data ?? []) as Lead[]));
    if (!data || data.length < pageSize) return rows;
  }
}
