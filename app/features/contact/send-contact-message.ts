/**
 * Sends one message from a site form (home contact, Contact Us, support, whitepaper access,
 * webinar updates) to the backend: an insert into `contact_messages` through supabase-js, which
 * works the same against the built-in backend and a hosted Supabase project. No `.select()`:
 * visitors may write messages but never read them back.
 *
 * Resolves once the message is stored; otherwise throws a ContactSendError whose message is
 * meant for the visitor, so the form can show it and keep what was typed.
 */
import {
  checkContactMessage,
  contactHoneypotField,
  contactMessages,
  normalizeContactFields,
  type ContactFields,
  type ContactKind,
} from '#rules/contact-rules.ts';
import { consentVersionFor } from '#rules/consent-notices.ts';
import { readFirstTouch } from '../../lib/first-touch.ts';
import { getSupabase } from '../../lib/supabase.ts';
import { writeLimitDescription } from '../../lib/write-limit.ts';

export const contactSendMessages = {
  rateLimited: contactMessages.rateLimited,
  network: 'We could not send your message. Please check your connection and try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
  invalid: 'Please check the form and try again.',
} as const;

export class ContactSendError extends Error {
  /** The server's error code, when it answered with one (e.g. 'already_registered'). */
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'ContactSendError';
    this.code = code;
  }
}

type SendOptions = {
  /** The hidden honeypot field's value: sent only when something (a bot) filled it in. */
  honeypot?: string | undefined;
  /** Columns a form sends beside its fields (a registration's `webinar_id`). */
  extra?: Record<string, string> | undefined;
};

export async function sendContactMessage(
  kind: ContactKind,
  fields: ContactFields,
  { honeypot, extra }: SendOptions = {},
): Promise<void> {
  const values = normalizeContactFields(kind, fields);
  const problem = checkContactMessage(kind, values)[0];
  if (problem) throw new ContactSendError(problem.message);
  // Where this visit came from (the tab's first touch), with every lead.
  // The privacy notice the form showed (rules/consent-notices.ts) goes with the message.
  const row: Record<string, string> = {
    kind,
    ...values,
    ...readFirstTouch(),
    ...extra,
    consent_version: consentVersionFor[kind],
  };
  if (honeypot) row[contactHoneypotField] = honeypot;
  let result: { error: { code?: string; message?: string } | null; status: number };
  try {
    const supabase = await getSupabase();
    result = await supabase.from('contact_messages').insert(row);
  } catch {
    // The client could not be loaded, or fetch itself threw: either way, the network.
    throw new ContactSendError(contactSendMessages.network);
  }
  if (result.error) throw new ContactSendError(messageFor(result.status, result.error), result.error.code);
}

/** The visitor-facing message for a refused insert. */
export function messageFor(status: number, error: { code?: string; message?: string }): string {
  // A per-person daily quota (a webinar registration's, #26) says when to try again, in the
  // visitor's own time; the per-address and per-email limits say "in a few minutes".
  if (status === 429 || error.code === 'over_request_rate_limit' || error.code === 'over_write_quota')
    return writeLimitDescription(error) ?? contactSendMessages.rateLimited;
  // A repeat webinar registration: "You're already registered" (rules/webinar-schedule.ts).
  if (error.code === 'already_registered' && error.message) return error.message;
  // Our backend's validation speaks the form's language (rules/contact-rules.ts).
  if (error.code === 'validation_failed' && error.message) return error.message;
  // A hosted Supabase project has no such hook: its CHECK constraints answer in SQL terms.
  if (status === 400 || status === 413) return contactSendMessages.invalid;
  // supabase-js reports a failed fetch with status 0.
  if (status === 0) return contactSendMessages.network;
  return contactSendMessages.server;
}
