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
import { apiErrors } from '../lib/api-error.ts';
import type { WriteRow } from '../rest/write-rules.ts';

/**
 * A registration's webinar (it must be upcoming: its IST date not over) and what the lead stores
 * of it, or `already: true` when this address is registered for it. The caller answers a repeat
 * exactly as a first registration (no "already registered" answer tells a stranger who
 * registered, #26) and the email tells the visitor instead (alreadyRegisteredNotice). The unique
 * index holds the line against two at once (storeRegistration).
 */
export async function checkRegistration(
  db: Queryable,
  webinarId: unknown,
  email: unknown,
  /** The intake's statement budget (server/lib/statement-timeout.ts). */
  budgetMs: number,
): Promise<{ already: true; webinarId: string; registrationId: string } | { already: false; row: WriteRow }> {
  // The webinars are content (migration 0230): a live one only, never a draft or one not yet published.
  const webinar = await findLiveWebinar(db, webinarId, budgetMs);
  if (!webinar) throw apiErrors.invalid(webinarRegistrationMessages.unknown, 'webinar_id');
  if (isWebinarPast(webinar, new Date())) throw apiErrors.invalid(webinarRegistrationMessages.closed, 'webinar_id');
  // The invite's UID is the first registration's (its contact message id): a calendar updates the
  // event it already has instead of adding a second.
  const { rows } = await db.query<{ id: string }>(
    `select coalesce(contact_message_id::text, id::text) as id from public.webinar_registrations
     where rest_guard.on_time($3::int) and webinar_id = $1 and lower(email) = lower($2) limit 1`,
    [webinar.id, email, Math.max(1, Math.floor(budgetMs))],
  );
  if (rows[0]) return { already: true, webinarId: webinar.id, registrationId: rows[0].id };
  const startsAt = webinarStartIso(webinar.date, webinar.time) ?? webinar.date;
  return {
    already: false,
    row: {
      subject: webinar.title,
      // The inbox's one-line summary; contact_messages requires a message for this kind.
      message: `Registered for “${webinar.title}”, ${webinar.date} ${webinar.time}.`,
      details: { webinar_id: webinar.id, webinar_title: webinar.title, starts_at: startsAt },
    },
  };
}

/**
 * Stores the registration in the transaction of its contact message (whose id it keeps); false
 * when the same address registered at the same moment (the unique index): the caller then drops
 * the lead and sends the "already registered" notice, so the answer is still the same.
 */
export async function storeRegistration(tx: Queryable, row: WriteRow): Promise<boolean> {
  const details = row.details as { webinar_id: string };
  const { rows } = await tx.query(
    `insert into public.webinar_registrations (webinar_id, email, name, organization, contact_message_id)
     values ($1, $2, $3, $4, $5::uuid)
     on conflict (webinar_id, lower(email)) do nothing
     returning id`,
    [details.webinar_id, row.email, row.name, row.organization ?? null, row.id],
  );
  return rows.length > 0;
}
