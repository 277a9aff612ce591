/**
 * /admin → Webinars (ADR 040): each webinar with its registrants, its join link and recording.
 * Webinars are the content studio's published ones (public.content_entries, ADR 038), keyed by
 * the slug registrations store; read here and nowhere else in /admin. The join link is the
 * studio's one store (content_private, migration 0371); the recording is webinar_links'.
 */
import Papa from 'papaparse';
import { webinarFromRow } from '#rules/content-model.ts';
import type { Db } from '../../lib/supabase-types.ts';
import { neutralizeFormula } from './leads-csv.ts';

export type AdminWebinar = { id: string; title: string; date: string; time: string; speaker: string };
/** `join_url` is the entry's content_private.join_link, the same the studio edits. */
export type WebinarLinks = { join_url: string | null; recording_url: string | null; recording_added_at: string | null };
export type Registrant = { id: string; name: string; email: string; organization: string | null; created_at: string };

/** The published webinars (those a visitor can see), or the one with this slug. */
async function webinarList(supabase: Db, slug?: string): Promise<(AdminWebinar & { entryId: string })[]> {
  let query = supabase
    .from('content_entries')
    .select('id, slug, fields')
    .eq('type', 'webinar')
    .neq('status', 'draft')
    .limit(1000);
  if (slug !== undefined) query = query.eq('slug', slug);
  const { data, error } = await query;
  if (error) throw error;
  return (data ?? []).map((row) => {
    const entry = row as { id: string; slug: string; fields: Record<string, unknown> };
    const { id, title, date, time, speaker } = webinarFromRow(entry);
    return { id, title, date, time, speaker, entryId: entry.id };
  });
}

/** Every webinar, soonest last, with how many registered through the site. */
export async function listAdminWebinars(
  supabase: Db,
): Promise<{ rows: (AdminWebinar & { registered: number })[]; count: number }> {
  const { data, error } = await supabase.from('webinar_registration_counts').select('webinar_id, registered');
  if (error) throw error;
  const counts = new Map((data ?? []).map((r) => [r.webinar_id as string, Number(r.registered)]));
  const rows = (await webinarList(supabase))
    .map(({ entryId: _, ...w }) => ({ ...w, registered: counts.get(w.id) ?? 0 }))
    .sort((a, b) => b.date.localeCompare(a.date));
  return { rows, count: rows.length };
}

export async function getAdminWebinar(
  supabase: Db,
  id: string,
): Promise<{ webinar: AdminWebinar; links: WebinarLinks | null; registrants: Registrant[] } | null> {
  const [found] = await webinarList(supabase, id);
  if (!found) return null;
  const { entryId, ...webinar } = found;
  const [links, join, registrants] = await Promise.all([
    supabase.from('webinar_links').select('recording_url, recording_added_at').eq('webinar_id', id).maybeSingle(),
    supabase.from('content_private').select('join_link').eq('entry_id', entryId).maybeSingle(),
    supabase
      .from('webinar_registrations')
      .select('id, name, email, organization, created_at')
      .eq('webinar_id', id)
      .order('created_at')
      .limit(5000),
  ]);
  if (links.error) throw links.error;
  if (join.error) throw join.error;
  if (registrants.error) throw registrants.error;
  const recording = links.data as Omit<WebinarLinks, 'join_url'> | null;
  return {
    webinar,
    links: {
      join_url: (join.data as { join_link: string | null } | null)?.join_link ?? null,
      recording_url: recording?.recording_url ?? null,
      recording_added_at: recording?.recording_added_at ?? null,
    },
    registrants: (registrants.data ?? []) as Registrant[],
  };
}

/**
 * Sets the join link (in the studio's one store) and the recording; adding a recording emails it
 * to the registrants (server/webinars/).
 */
export async function saveWebinarLinks(
  supabase: Db,
  id: string,
  links: { join_url: string | null; recording_url: string | null },
): Promise<void> {
  const [webinar] = await webinarList(supabase, id);
  if (!webinar) throw new Error('This webinar is not published.');
  const join = await supabase
    .from('content_private')
    .upsert({ entry_id: webinar.entryId, join_link: links.join_url, updated_at: new Date().toISOString() });
  if (join.error) throw join.error;
  const recording = { recording_url: links.recording_url };
  const updated = await supabase.from('webinar_links').update(recording).eq('webinar_id', id).select('webinar_id');
  if (updated.error) throw updated.error;
  if (updated.data && updated.data.length > 0) return;
  const { error } = await supabase.from('webinar_links').insert({ webinar_id: id, ...recording });
  if (error) throw error;
}

/** The registrants as CSV (formula cells neutralised, as the leads export). */
export function registrantsCsv(registrants: readonly Registrant[]): string {
  const fields = ['created_at', 'name', 'email', 'organization', 'id'] as const;
  return Papa.unparse(
    {
      fields: [...fields],
      data: registrants.map((r) => fields.map((f) => neutralizeFormula(String(r[f] ?? '')))),
    },
    { quotes: false, newline: '\r\n' },
  );
}
