/**
 * The mail half of `npm run bench:crash`: contact-form writers (anonymous, one new address per
 * message) during the burst while the SMTP server is down, and after the restart (SMTP up) the
 * check that every acknowledged message is stored and its emails were delivered, none twice.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { readOperatorFile } from '../server/operator/operator-access.ts';
import type { ContactMessageRecord } from '../server/contact/list-contact-messages.ts';
import type { SmtpSink } from '../tests/setup/smtp-sink.ts';
import { sleep } from './bench-support.ts';
import { consented } from '../tests/factories/consent.ts';

export const contactInbox = 'leads@example.test';

export type ContactBurst = { killed: boolean; acked: string[]; failed: number };

/** One writer: contact messages, each from a new address, until the kill; collects acknowledged addresses. */
export async function contactWriter(anon: SupabaseClient, tag: string, state: ContactBurst): Promise<void> {
  for (let i = 0; !state.killed; i++) {
    const email = `${tag}-${i}@example.test`;
    const { error } = await anon
      .from('contact_messages')
      .insert(consented({ kind: 'contact', name: 'Crash Bench', email, message: `Message ${i} of ${tag}.` }));
    if (error) state.failed += 1;
    else state.acked.push(email);
  }
}

export type MailCheck = {
  contactAcked: number;
  /** Acknowledged but not in the database after the restart. */
  contactLost: number;
  /** Acknowledged and stored, but the company email or the acknowledgement never arrived. */
  undelivered: number;
  /** Messages the SMTP server received more than once (same Message-ID), whole run so far. */
  duplicates: number;
  /** Acknowledged messages whose delivery state is not `sent` once their email arrived. */
  notMarkedSent: number;
  deliveredAfterMs: number;
};

/** Waits (up to `timeoutMs`) until every acknowledged message's emails reached `sink`, then checks the rest. */
export async function checkContactMail(
  dataDir: string,
  sink: SmtpSink,
  acked: string[],
  timeoutMs = 120_000,
): Promise<MailCheck> {
  const started = performance.now();
  const stored = await storedContactMessages(dataDir);
  const inDatabase = acked.filter((email) => stored.has(email));
  const missing = () => {
    const notified = new Set(
      sink.messages.flatMap((m) => (m.to.includes(contactInbox) && m.replyTo ? [m.replyTo] : [])),
    );
    const thanked = new Set(sink.messages.flatMap((m) => m.to));
    return inDatabase.filter((email) => !notified.has(email) || !thanked.has(email));
  };
  while (missing().length > 0 && performance.now() - started < timeoutMs) await sleep(100);
  const deliveredAfterMs = Math.round(performance.now() - started);
  // The delivery state is recorded right after the SMTP server accepts: give it a moment.
  let states = await storedContactMessages(dataDir);
  for (let i = 0; i < 50 && inDatabase.some((e) => states.get(e) !== 'sent'); i++) {
    await sleep(100);
    states = await storedContactMessages(dataDir);
  }
  const seen = new Map<string, number>();
  for (const m of sink.messages) seen.set(m.messageId, (seen.get(m.messageId) ?? 0) + 1);
  return {
    contactAcked: acked.length,
    contactLost: acked.length - inDatabase.length,
    undelivered: missing().length,
    duplicates: [...seen.values()].filter((n) => n > 1).length,
    notMarkedSent: inDatabase.filter((email) => states.get(email) !== 'sent').length,
    deliveredAfterMs,
  };
}

/** Sender address → delivery state of the newest contact messages, asked of the running server (npm run leads' way). */
async function storedContactMessages(dataDir: string): Promise<Map<string, string>> {
  const admin = readOperatorFile(dataDir);
  if (!admin) throw new Error('the restarted server published no admin.json');
  const res = await fetch(`${admin.url}/_admin/contact-messages?limit=1000&kind=contact`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  if (!res.ok) throw new Error(`reading contact messages failed: ${res.status} ${await res.text()}`);
  const { messages } = (await res.json()) as { messages: ContactMessageRecord[] };
  return new Map(messages.map((m) => [m.email, m.delivery_state]));
}
