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
  type ContactMessages,
} from '#rules/contact-rules.ts';
import { consentVersionIn } from '#rules/consent-notices.ts';
import type { Lang } from '#rules/languages.ts';
import { readFirstTouch } from '../../lib/first-touch.ts';
import { insertContactMessage, LeadSendError } from '../../lib/insert-contact-message.ts';
import { writeLimitDescription } from '../../lib/write-limit.ts';

export const contactSendMessages = {
  rateLimited: contactMessages.rateLimited,
  network: 'We could not send your message. Please check your connection and try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
  invalid: 'Please check the form and try again.',
} as const;

/** The same answers on a Hindi page (issue #29). */
export const contactSendMessagesHi: { readonly [K in keyof typeof contactSendMessages]: string } = {
  rateLimited: 'आपके नेटवर्क से बहुत अधिक संदेश आए हैं। कृपया कुछ मिनट बाद फिर प्रयास करें।',
  network: 'आपका संदेश नहीं भेजा जा सका। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर प्रयास करें।',
  server: 'हमारी ओर से कोई गड़बड़ी हुई है। कृपया थोड़ी देर बाद फिर प्रयास करें।',
  invalid: 'कृपया फ़ॉर्म जाँचें और फिर प्रयास करें।',
};

/** A site form's failed send (LeadSendError: the message is for the visitor, `code` the server's). */
export class ContactSendError extends LeadSendError {
  override name = 'ContactSendError';
}

type SendOptions = {
  /** The hidden honeypot field's value: sent only when something (a bot) filled it in. */
  honeypot?: string | undefined;
  /** Columns a form sends beside its fields (a registration's `webinar_id`). */
  extra?: Record<string, string> | undefined;
  /**
   * The page's language (issue #29): a Hindi page's message says so (`lang: 'hi'`), records the
   * Hindi privacy notice it showed, and is answered (refusals, acknowledgement) in Hindi.
   */
  lang?: Lang | undefined;
  /** The field checks' messages in that language (rules/contact-rules.hi.ts for Hindi). */
  messages?: ContactMessages | undefined;
};

export async function sendContactMessage(
  kind: ContactKind,
  fields: ContactFields,
  { honeypot, extra, lang = 'en', messages }: SendOptions = {},
): Promise<void> {
  const values = normalizeContactFields(kind, fields);
  const problem = checkContactMessage(kind, values, messages)[0];
  if (problem) throw new ContactSendError(problem.message);
  // Where this visit came from (the tab's first touch), with every lead.
  // The privacy notice the form showed (rules/consent-notices.ts) goes with the message.
  const row: Record<string, string> = {
    kind,
    ...values,
    ...readFirstTouch(),
    ...extra,
    consent_version: consentVersionIn(kind, lang),
  };
  // English messages are sent exactly as before the Hindi pages (a hosted project's schema).
  if (lang !== 'en') row.lang = lang;
  if (honeypot) row[contactHoneypotField] = honeypot;
  const result = await insertContactMessage(
    row,
    () => new ContactSendError((lang === 'hi' ? contactSendMessagesHi : contactSendMessages).network),
  );
  if (result.error)
    throw new ContactSendError(messageFor(result.status, result.error, lang), { code: result.error.code });
}

/** The visitor-facing message for a refused insert. */
export function messageFor(status: number, error: { code?: string; message?: string }, lang: Lang = 'en'): string {
  if (lang === 'hi') return messageForHi(status, error);
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

/**
 * The Hindi page's answer to a refused insert: our backend already answers a refused field in
 * Hindi (`lang: 'hi'`); a daily quota says in Hindi when to try again (the time in hi-IN), and
 * any other limit's English wording is replaced by the Hindi rate-limit message.
 */
function messageForHi(status: number, error: { code?: string; message?: string }): string {
  const words = contactSendMessagesHi;
  if (status === 429 || error.code === 'over_request_rate_limit' || error.code === 'over_write_quota')
    return writeLimitDescription(error, new Date(), 'hi') ?? words.rateLimited;
  if ((error.code === 'already_registered' || error.code === 'validation_failed') && error.message)
    return error.message;
  if (status === 400 || status === 413) return words.invalid;
  if (status === 0) return words.network;
  return words.server;
}
