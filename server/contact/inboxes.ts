/**
 * Which inbox each form's notifications go to (ADR 040): contact, sales, support, careers,
 * webinars. The address is the one an admin set in /admin → Settings (site_settings.inbox_*,
 * migration 0260), else the form's env override (SALES_INBOX, …), else CONTACT_INBOX when set
 * (it was the one inbox before, and stands for every inbox not named), else config/site.ts.
 * Read in the transaction that queues the notification: one primary-key read.
 */
import { site } from '../../config/site.ts';
import { inboxColumn, type InboxName } from '../../rules/contact-inboxes.ts';
import type { ContactKind } from '../../rules/contact-rules.ts';
import type { Queryable } from '../db/types.ts';
import type { Env } from '../lib/env.ts';

/** The inbox of each form. */
export const inboxOfKind: Record<ContactKind, InboxName> = {
  contact: 'contact',
  home: 'sales',
  whitepaper: 'sales',
  chat: 'sales',
  support: 'support',
  application: 'careers',
  webinar: 'webinars',
  webinar_registration: 'webinars',
};

type InboxEnv = Pick<Env, 'CONTACT_INBOX' | 'SALES_INBOX' | 'SUPPORT_INBOX' | 'CAREERS_INBOX' | 'WEBINARS_INBOX'>;

/** Each inbox as the environment and config/site.ts set it (what /admin shows as the default). */
export function defaultInboxes(env: InboxEnv): Record<InboxName, string> {
  const catchAll = env.CONTACT_INBOX;
  return {
    contact: env.CONTACT_INBOX ?? site.email.contact,
    sales: env.SALES_INBOX ?? catchAll ?? site.email.sales,
    support: env.SUPPORT_INBOX ?? catchAll ?? site.email.support,
    careers: env.CAREERS_INBOX ?? catchAll ?? site.email.careers,
    webinars: env.WEBINARS_INBOX ?? catchAll ?? site.email.webinars,
  };
}

/** The inbox a form's notification goes to now: the admin's choice, else the default. */
export async function inboxFor(db: Queryable, env: InboxEnv, kind: ContactKind): Promise<string> {
  const name = inboxOfKind[kind] ?? 'contact';
  const { rows } = await db.query<{ address: string | null }>(
    `select ${inboxColumn(name)} as address from public.site_settings where id`,
  );
  return rows[0]?.address ?? defaultInboxes(env)[name];
}
