/**
 * Webinars run themselves (ADR 040): every registrant gets the join link the day before (from
 * 10:00 IST on the day before, until an hour before the start) and again one hour before the
 * start, and, once staff add the recording in /admin, the recording (for three days after it was
 * added). Each email once per registrant, whatever restarts and however many processes: it
 * carries a dedupe key (webinar, registration, which email) that the queue keeps unique
 * (mail.messages.dedupe_key, migration 0260), and it is durable like all queued mail.
 *
 * Every process runs the pass every minute; a pass does nothing (no query beyond the list of
 * webinars with registrants) outside a send window. Reminders wait for a join link: without one
 * (content_private.join_link, set in the studio or /admin) the pass logs a warning and tries again next time.
 * Webinars are read through webinar-data.ts only.
 */
import { site } from '../../config/site.ts';
import type { ServerDeps } from '../deps.ts';
import { inboxFor } from '../contact/inboxes.ts';
import { renderEmail } from '../mail/layout.ts';
import { startPollLoop, type PollLoop } from '../mail/poll-loop.ts';
import { webinarsWithRegistrants, type WebinarInfo } from './webinar-data.ts';

export type WebinarMailKind = 'day-before' | 'hour-before' | 'recording';
export const webinarMailPurpose = 'webinar.reminder';
const istOffsetMs = (5 * 60 + 30) * 60_000;
const hourMs = 3600_000;
/** The recording goes to registrants for this long after staff add it (less than the queue keeps sent mail). */
const recordingWindowMs = 3 * 24 * hourMs;

/** 10:00 IST on the day before the webinar's IST date. */
export function dayBeforeSendTime(startsAt: Date): Date {
  const istDate = new Date(startsAt.getTime() + istOffsetMs).toISOString().slice(0, 10);
  return new Date(new Date(`${istDate}T10:00:00+05:30`).getTime() - 24 * hourMs);
}

/** Which emails are due for this webinar at `now`. */
export function dueWebinarMail(
  webinar: WebinarInfo & { recordingUrl: string | null; recordingAddedAt: Date | null },
  now: Date,
): WebinarMailKind[] {
  const t = now.getTime();
  const start = webinar.startsAt.getTime();
  const due: WebinarMailKind[] = [];
  if (t >= dayBeforeSendTime(webinar.startsAt).getTime() && t < start - hourMs) due.push('day-before');
  if (t >= start - hourMs && t < start) due.push('hour-before');
  if (webinar.recordingUrl && webinar.recordingAddedAt && t < webinar.recordingAddedAt.getTime() + recordingWindowMs)
    due.push('recording');
  return due;
}

export function webinarMailKey(webinarId: string, registrationId: string, kind: WebinarMailKind): string {
  return `webinar:${webinarId}:${registrationId}:${kind}`;
}

type Registrant = { id: string; email: string; name: string };

/** One pass at `now`: queues what is due; returns how many emails it queued. */
export async function runWebinarMail(
  deps: Pick<ServerDeps, 'db' | 'env' | 'mail' | 'logger'>,
  now = new Date(),
): Promise<number> {
  let queued = 0;
  for (const webinar of await webinarsWithRegistrants(deps.db)) {
    for (const kind of dueWebinarMail(webinar, now)) {
      const link = kind === 'recording' ? webinar.recordingUrl : webinar.joinUrl;
      if (!link) {
        deps.logger.warn({ webinarId: webinar.id, kind }, 'webinar reminder due but no join link is set in /admin');
        continue;
      }
      queued += await queueFor(deps, webinar, kind, link);
    }
  }
  return queued;
}

async function queueFor(
  deps: Pick<ServerDeps, 'db' | 'env' | 'mail'>,
  webinar: WebinarInfo,
  kind: WebinarMailKind,
  link: string,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    // Registrants without this email yet (the dedupe key's unique index answers each probe).
    const { rows } = await tx.query<Registrant>(
      `select r.id::text, r.email, r.name from public.webinar_registrations r
        where r.webinar_id = $1
          and not exists (select 1 from mail.messages m where m.dedupe_key = 'webinar:' || $1 || ':' || r.id || ':' || $2)
        order by r.created_at, r.id
        limit 2000`,
      [webinar.id, kind],
    );
    if (rows.length === 0) return 0;
    const replyTo = await inboxFor(tx, deps.env, 'webinar_registration');
    let written = 0;
    for (const registrant of rows) {
      const queued = await deps.mail.enqueue(
        tx,
        webinarEmail(webinar, kind, link, registrant, deps.env.SITE_URL, replyTo),
        {
          purpose: webinarMailPurpose,
          ref: registrant.id,
          dedupeKey: webinarMailKey(webinar.id, registrant.id, kind),
        },
      );
      if (!queued.duplicate) written += 1;
    }
    return written;
  });
}

function webinarEmail(
  webinar: WebinarInfo,
  kind: WebinarMailKind,
  link: string,
  registrant: Registrant,
  siteUrl: string,
  replyTo: string,
) {
  const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeZone: site.timeZone }).format(
    webinar.startsAt,
  );
  const when = `${date}, ${webinar.time}`;
  const copy =
    kind === 'recording'
      ? {
          subject: `Recording: ${webinar.title}`,
          heading: `The recording of “${webinar.title}”`,
          paragraphs: [`Thank you for registering. The recording of the webinar with ${webinar.speaker} is ready.`],
          action: { label: 'Watch the recording', url: link },
        }
      : {
          subject: `${kind === 'day-before' ? 'Tomorrow' : 'Starting in one hour'}: ${webinar.title}`,
          heading:
            kind === 'day-before' ? `See you tomorrow at “${webinar.title}”` : `“${webinar.title}” starts in one hour`,
          paragraphs: [`When: ${when} (${webinar.durationMinutes} minutes).`, `Speaker: ${webinar.speaker}.`],
          action: { label: 'Join the webinar', url: link },
        };
  const body = renderEmail(
    {
      preheader: copy.paragraphs[0]!,
      ...copy,
      footnote: `You received this email because ${registrant.email} was registered for this webinar on ${siteUrl.replace(/^https?:\/\//, '')}.`,
    },
    siteUrl,
  );
  return { to: registrant.email, subject: copy.subject, replyTo, ...body };
}

/** Runs the pass every `checkMs` (a minute). */
export function startWebinarMail(
  deps: Pick<ServerDeps, 'db' | 'env' | 'mail' | 'logger'>,
  options: { checkMs?: number; now?: () => Date } = {},
): PollLoop {
  return startPollLoop(async () => {
    try {
      const queued = await runWebinarMail(deps, options.now?.());
      if (queued > 0) deps.logger.info({ queued }, 'webinar emails queued');
    } catch (err) {
      deps.logger.warn({ err }, 'webinar email pass failed; the next pass tries again');
    }
    return false;
  }, options.checkMs ?? 60_000);
}
