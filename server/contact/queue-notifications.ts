/**
 * Queues a contact message's emails (notify.ts) in the transaction that stores the message, so
 * the message and its emails are kept or lost together, whatever happens to the process next:
 * the company email (purpose `contact.company`, whose delivery the message's `delivery_state`
 * follows: delivery-state.ts) and, for a message just received, the acknowledgement to the
 * sender (`contact.acknowledgement`): for a webinar registration, its confirmation with the
 * calendar invite attached (server/registrations/; the attachment is stored with the queued email, ADR 021). Without
 * SMTP_URL both are held, and so is the message.
 */
import type { ServerDeps } from '../deps.ts';
import type { Queryable } from '../db/types.ts';
import { findLiveWebinar } from '../content/content-reads.ts';
import { alreadyRegisteredNotice, registrationConfirmation } from '../registrations/confirmation.ts';
import { acknowledgement, companyEmail, contactInbox, type ContactRow } from './notify.ts';

export const contactMailPurposes = { company: 'contact.company', acknowledgement: 'contact.acknowledgement' } as const;

export async function queueContactNotifications(
  deps: Pick<ServerDeps, 'env' | 'mail'>,
  tx: Queryable,
  row: ContactRow,
  options: { receivedAt: Date; acknowledge: boolean },
): Promise<void> {
  const inbox = contactInbox(deps);
  const siteUrl = deps.env.SITE_URL;
  const queued = await deps.mail.enqueue(tx, companyEmail(row, options.receivedAt, inbox, siteUrl), {
    purpose: contactMailPurposes.company,
    ref: row.id,
  });
  if (options.acknowledge) {
    await deps.mail.enqueue(tx, await acknowledgementFor(tx, row, inbox, siteUrl), {
      purpose: contactMailPurposes.acknowledgement,
      ref: row.id,
    });
  }
  await tx.query(`update public.contact_messages set delivery_state = $2 where id = $1::uuid`, [row.id, queued.state]);
}

async function acknowledgementFor(tx: Queryable, row: ContactRow, inbox: string, siteUrl: string) {
  const webinar = row.kind === 'webinar_registration' ? await findLiveWebinar(tx, row.details?.webinar_id) : undefined;
  return registrationConfirmation(row, inbox, siteUrl, webinar) ?? acknowledgement(row, inbox, siteUrl);
}

/** The email answering a repeat webinar registration (server/registrations/confirmation.ts). */
export async function queueAlreadyRegistered(
  deps: Pick<ServerDeps, 'env' | 'mail'>,
  tx: Queryable,
  registration: { webinarId: string; registrationId: string; name: string | null; email: string },
): Promise<void> {
  const webinar = await findLiveWebinar(tx, registration.webinarId);
  const notice = alreadyRegisteredNotice(registration, contactInbox(deps), deps.env.SITE_URL, webinar);
  if (notice) await deps.mail.enqueue(tx, notice, { purpose: contactMailPurposes.acknowledgement });
}
