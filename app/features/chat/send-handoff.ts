/**
 * "Talk to a person": the conversation so far, filed as a lead (contact_messages, kind 'chat')
 * through supabase-js like the site's forms, so the server's intake checks it, limits it per IP
 * and queues the company's notification and the visitor's acknowledgement (ADR 013, 027).
 */
import { consentVersionIn } from '#rules/consent-notices.ts';
import type { Lang } from '#rules/languages.ts';
import { contactMessagesHi } from '#rules/contact-rules.hi.ts';
import { checkContactMessage, contactMessages, normalizeContactFields } from '#rules/contact-rules.ts';
import { insertContactMessage, LeadSendError } from '../../lib/insert-contact-message.ts';
import { transcriptForLead, type ChatMessage } from './transcript.ts';

export const handoffMessages = {
  rateLimited: contactMessages.rateLimited,
  network: 'We could not send your conversation. Please check your connection and try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
  invalid: 'Please check your name and email address and try again.',
} as const;

/** The same on a Hindi page (issue #29). */
export const handoffMessagesHi: { readonly [K in keyof typeof handoffMessages]: string } = {
  rateLimited: contactMessagesHi.rateLimited,
  network: 'आपकी बातचीत नहीं भेजी जा सकी। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर प्रयास करें।',
  server: 'हमारी ओर से कोई गड़बड़ी हुई है। कृपया थोड़ी देर बाद फिर प्रयास करें।',
  invalid: 'कृपया अपना नाम और ईमेल पता जाँचें और फिर प्रयास करें।',
};

/** The chat's failed handoff (LeadSendError: the message is for the visitor, `field` what it is about). */
export class HandoffError extends LeadSendError {
  override name = 'HandoffError';
}

/** Files the lead; resolves once it is stored, else throws a HandoffError to show as it is. */
export async function sendHandoff(
  name: string,
  email: string,
  messages: readonly ChatMessage[],
  lang: Lang = 'en',
): Promise<void> {
  const words = lang === 'hi' ? handoffMessagesHi : handoffMessages;
  const fields = normalizeContactFields('chat', { name, email, message: transcriptForLead(messages) });
  const problem = checkContactMessage('chat', fields, lang === 'hi' ? contactMessagesHi : undefined)[0];
  if (problem) throw new HandoffError(problem.message, { field: problem.field });
  const row = {
    kind: 'chat',
    ...fields,
    consent_version: consentVersionIn('chat', lang),
    ...(lang === 'en' ? {} : { lang }),
  };
  const { error, status } = await insertContactMessage(row, () => new HandoffError(words.network));
  if (!error) return;
  if (status === 429 || error.code === 'over_request_rate_limit') throw new HandoffError(words.rateLimited);
  if (error.code === 'validation_failed' && error.message) throw new HandoffError(error.message);
  if (status === 400 || status === 413) throw new HandoffError(words.invalid);
  throw new HandoffError(status === 0 ? words.network : words.server);
}
