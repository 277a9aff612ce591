/**
 * Where the server reads webinars from, in one place (ADR 040): today the schedule in
 * rules/webinar-schedule.ts, keyed by the id registrations store (webinar_registrations.webinar_id).
 * When webinars move into the database's content model, only this module changes: the reminder
 * job (webinar-mail.ts) and /admin read webinars through it and nothing else.
 */
import { findScheduledWebinar, webinarStart, type ScheduledWebinar } from '../../rules/webinar-schedule.ts';
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

/** The webinar with this id (as registrations store it), or undefined. */
export async function findWebinar(_db: Queryable, id: string): Promise<WebinarInfo | undefined> {
  const w = findScheduledWebinar(id);
  return w ? info(w) : undefined;
}

/** Every webinar someone registered for, with its join link and recording (webinar_links). */
export async function webinarsWithRegistrants(
  db: Queryable,
): Promise<(WebinarInfo & { joinUrl: string | null; recordingUrl: string | null; recordingAddedAt: Date | null })[]> {
  const { rows } = await db.query<{
    webinar_id: string;
    join_url: string | null;
    recording_url: string | null;
    recording_added_at: Date | string | null;
  }>(
    `select r.webinar_id, l.join_url, l.recording_url, l.recording_added_at
       from (select distinct webinar_id from public.webinar_registrations) r
       left join public.webinar_links l on l.webinar_id = r.webinar_id`,
  );
  const out = [];
  for (const row of rows) {
    const webinar = await findWebinar(db, row.webinar_id);
    if (!webinar) continue;
    out.push({
      ...webinar,
      joinUrl: row.join_url,
      recordingUrl: row.recording_url,
      recordingAddedAt: row.recording_added_at ? new Date(row.recording_added_at) : null,
    });
  }
  return out;
}
