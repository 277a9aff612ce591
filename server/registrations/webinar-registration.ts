/**
 * Webinar registrations (ADR 029). A registration is a form message of kind
 * `webinar_registration` (checked, rate-limited and stored by the contact intake,
 * server/contact/intake.ts) plus a row in `public.webinar_registrations`, one per address and
 * webinar, which the card's registered count reads. It is confirmed by email with a calendar
 * invite (confirmation.ts, webinar-invite.ts).
 */
import { isWebinarPast, webinarRegistrationMessages, webinarStartIso } from '../../rules/webinar-schedule.ts';
import { findLiveWebinar } from '../content/content-reads.ts';
import type { Queryable } from '../db/types.ts';
import { fieldDetails } from '../../rules/api-error.ts';
import { ApiError, apiErrors } from '../lib/api-error.ts';
import type { WriteRow } from '../rest/write-rules.ts';

const alreadyRegistered = () =>
  new ApiError(409, 'already_registered', webinarRegistrationMessages.alreadyRegistered, {
    details: fieldDetails('email'),
  });

/**
 * A registration's webinar (it must be upcoming: its IST date not over) and what the lead stores
 * of it; a second registration of the same address for the same webinar is refused (409) before
 * anything is written. The unique index holds the line against two at once (storeRegistration).
 */
export async function checkRegistration(db: Queryable, webinarId: unknown, email: unknown): Promise<WriteRow> {
  // The webinars are content (migration 0230): a live one only, never a draft or one not yet published.
  const webinar = await findLiveWebinar(db, webinarId);
  if (!webinar) throw apiErrors.invalid(webinarRegistrationMessages.unknown, 'webinar_id');
  if (isWebinarPast(webinar, new Date())) throw apiErrors.invalid(webinarRegistrationMessages.closed, 'webinar_id');
  const { rows } = await db.query(
    `select 1 from public.webinar_registrations where webinar_id = $1 and lower(email) = lower($2) limit 1`,
    [webinar.id, email],
  );
  if (rows.length > 0) throw alreadyRegistered();
  const startsAt = webinarStartIso(webinar.date, webinar.time) ?? webinar.date;
  return {
    subject: webinar.title,
    // The inbox's one-line summary; contact_messages requires a message for this kind.
    message: `Registered for “${webinar.title}”, ${webinar.date} ${webinar.time}.`,
    details: { webinar_id: webinar.id, webinar_title: webinar.title, starts_at: startsAt },
  };
}

/** Stores the registration in the transaction of its contact message (whose id it keeps). */
export async function storeRegistration(tx: Queryable, row: WriteRow): Promise<void> {
  const details = row.details as { webinar_id: string };
  const { rows } = await tx.query(
    `insert into public.webinar_registrations (webinar_id, email, name, organization, contact_message_id)
     values ($1, $2, $3, $4, $5::uuid)
     on conflict (webinar_id, lower(email)) do nothing
     returning id`,
    [details.webinar_id, row.email, row.name, row.organization ?? null, row.id],
  );
  if (rows.length === 0) throw alreadyRegistered();
}
