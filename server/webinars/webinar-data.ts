/**
 * Where the server reads webinars from, in one place (ADR 040): the content studio's webinars
 * (public.content_entries, migration 0230, ADR 038), keyed by the slug registrations store
 * (webinar_registrations.webinar_id), published ones including those already over. The join link
 * has one store, public.content_private (migration 0371), set in the studio or /admin → Webinars;
 * the recording is webinar_links'. The reminder job (webinar-mail.ts) and /admin read webinars through this
 * module and nothing else.
 */
import { webinarStart, type ScheduledWebinar } from '../../rules/webinar-schedule.ts';
import { webinarFromRow } from '../../rules/content-model.ts';
import type { Queryable } from '../db/types.ts';

export type WebinarInfo = {
  id: string;
  title: string;
  speaker: string;
  startsAt: Date;
  durationMinutes: number;
  /** The time as the page shows it, e.g. '4:00 PM IST'. */
  time: string;
};

function info(w: ScheduledWebinar): WebinarInfo {
  return {
    id: w.id,
    title: w.title,
    speaker: w.speaker,
    startsAt: webinarStart(w),
    durationMinutes: w.durationMinutes,
    time: w.time,
  };
}

/** The published webinar with this id (as registrations store it), or undefined. */
export async function findWebinar(
  db: Queryable,
  id: string,
): Promise<(WebinarInfo & { joinLink: string | null }) | undefined> {
  const { rows } = await db.query<{ slug: string; fields: Record<string, unknown>; join_link: string | null }>(
    `select e.slug, e.fields, p.join_link
       from public.content_entries e left join public.content_private p on p.entry_id = e.id
      where e.type = 'webinar' and e.slug = $1 and e.status <> 'draft' and e.publish_at <= now()`,
    [id],
  );
  const row = rows[0];
  return row ? { ...info(webinarFromRow(row)), joinLink: row.join_link } : undefined;
}

/** Every webinar someone registered for, with its join link (content_private) and recording (webinar_links). */
export async function webinarsWithRegistrants(
  db: Queryable,
): Promise<(WebinarInfo & { joinUrl: string | null; recordingUrl: string | null; recordingAddedAt: Date | null })[]> {
  const { rows } = await db.query<{
    webinar_id: string;
    recording_url: string | null;
    recording_added_at: Date | string | null;
  }>(
    `select r.webinar_id, l.recording_url, l.recording_added_at
       from (select distinct webinar_id from public.webinar_registrations) r
       left join public.webinar_links l on l.webinar_id = r.webinar_id`,
  );
  const out = [];
  for (const row of rows) {
    const webinar = await findWebinar(db, row.webinar_id);
    if (!webinar) continue;
    out.push({
      ...webinar,
      joinUrl: webinar.joinLink,
      recordingUrl: row.recording_url,
      recordingAddedAt: row.recording_added_at ? new Date(row.recording_added_at) : null,
    });
  }
  return out;
}
