/**
 * Queues a contact message's emails (notify.ts) in the transaction that stores the message, so
 * the message and its emails are kept or lost together, whatever happens to the process next:
 * the company email to the form's inbox (inboxes.ts; purpose `contact.company`, whose delivery
 * the message's `delivery_state` follows: delivery-state.ts), linking to the lead in /admin
 * (an application's also to its CV, by a signed link valid `cvLinkSeconds`), and, for a message
 * just received, the acknowledgement to the sender (`contact.acknowledgement`): for a webinar
 * registration, its confirmation with the calendar invite attached (server/registrations/; the
 * attachment is stored with the queued email, ADR 021); for a whitepaper request, signed links to
 * the PDFs it asked for (valid 7 days; issue #28). Without SMTP_URL both are held, and so is the
 * message.
 */
import type { ServerDeps } from '../deps.ts';
import type { Queryable } from '../db/types.ts';
import { findLiveWebinar, type RequestedWhitepaper } from '../content/content-reads.ts';
import { alreadyRegisteredNotice, registrationConfirmation } from '../registrations/confirmation.ts';
import { signedDownloadUrl } from '../storage/signed-token.ts';
import { inboxFor } from './inboxes.ts';
import {
  acknowledgement,
  adminLeadUrl,
  companyEmail,
  cvLinkSeconds,
  type ContactRow,
  type StaffLinks,
  whitepaperDelivery,
  whitepaperLinkSeconds,
  whitepapersBucket,
} from './notify.ts';

export const contactMailPurposes = { company: 'contact.company', acknowledgement: 'contact.acknowledgement' } as const;

export async function queueContactNotifications(
  deps: Pick<ServerDeps, 'env' | 'mail'> & Partial<Pick<ServerDeps, 'keys'>>,
  tx: Queryable,
  row: ContactRow,
  options: { receivedAt: Date; acknowledge: boolean },
): Promise<void> {
  const inbox = await inboxFor(tx, deps.env, row.kind);
  const siteUrl = deps.env.SITE_URL;
  const links = await staffLinks(deps, row);
  const queued = await deps.mail.enqueue(tx, companyEmail(row, options.receivedAt, inbox, siteUrl, links), {
    purpose: contactMailPurposes.company,
    ref: row.id,
  });
  if (options.acknowledge) {
    await deps.mail.enqueue(tx, await acknowledgementFor(deps, tx, row, inbox, siteUrl), {
      purpose: contactMailPurposes.acknowledgement,
      ref: row.id,
    });
  }
  await tx.query(`update public.contact_messages set delivery_state = $2 where id = $1::uuid`, [row.id, queued.state]);
}

async function acknowledgementFor(
  deps: Partial<Pick<ServerDeps, 'keys'>>,
  tx: Queryable,
  row: ContactRow,
  inbox: string,
  siteUrl: string,
) {
  if (row.kind === 'whitepaper' && deps.keys) {
    const delivered = await whitepaperLinks({ keys: deps.keys }, row, siteUrl);
    if (delivered.length > 0) return whitepaperDelivery(row, inbox, siteUrl, delivered);
  }
  const webinar = row.kind === 'webinar_registration' ? await findLiveWebinar(tx, row.details?.webinar_id) : undefined;
  return registrationConfirmation(row, inbox, siteUrl, webinar) ?? acknowledgement(row, inbox, siteUrl);
}

/** A signed download link, valid `whitepaperLinkSeconds`, to each requested whitepaper that has its PDF. */
async function whitepaperLinks(
  deps: Pick<ServerDeps, 'keys'>,
  row: ContactRow,
  siteUrl: string,
): Promise<{ title: string; url: string }[]> {
  const papers = Array.isArray(row.details?.whitepapers) ? (row.details.whitepapers as RequestedWhitepaper[]) : [];
  const links = [];
  for (const paper of papers) {
    if (!paper.pdf_path) continue;
    const object = { bucket: whitepapersBucket, key: paper.pdf_path };
    links.push({ title: paper.title, url: await signedDownloadUrl(deps, object, whitepaperLinkSeconds, siteUrl) });
  }
  return links;
}

/** The email answering a repeat webinar registration (server/registrations/confirmation.ts). */
export async function queueAlreadyRegistered(
  deps: Pick<ServerDeps, 'env' | 'mail'>,
  tx: Queryable,
  registration: {
    webinarId: string;
    registrationId: string;
    name: string | null;
    email: string;
    lang?: 'en' | 'hi';
  },
): Promise<void> {
  const webinar = await findLiveWebinar(tx, registration.webinarId);
  const inbox = await inboxFor(tx, deps.env, 'webinar_registration');
  const notice = alreadyRegisteredNotice(registration, inbox, deps.env.SITE_URL, webinar);
  if (notice) await deps.mail.enqueue(tx, notice, { purpose: contactMailPurposes.acknowledgement });
}

/** The lead in /admin; for an application, a signed download link to its CV and the openings. */
async function staffLinks(
  deps: Pick<ServerDeps, 'env'> & Partial<Pick<ServerDeps, 'keys'>>,
  row: ContactRow,
): Promise<StaffLinks> {
  const siteUrl = deps.env.SITE_URL;
  const links: StaffLinks = { lead: adminLeadUrl(siteUrl, row.id) };
  const cv = row.details?.cv as { bucket?: unknown; path?: unknown } | undefined;
  if (deps.keys && row.kind === 'application' && typeof cv?.bucket === 'string' && typeof cv.path === 'string') {
    links.cv = await signedDownloadUrl(
      { keys: deps.keys },
      { bucket: cv.bucket, key: cv.path },
      cvLinkSeconds,
      siteUrl,
    );
  }
  if (row.kind === 'application' && typeof row.details?.opening === 'string') {
    links.opening = new URL('/careers#openings', siteUrl).href;
  }
  return links;
}
