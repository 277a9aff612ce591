import { fieldDetails, type ApiErrorBody } from '#rules/api-error.ts';
import { contactMessages } from '#rules/contact-rules.ts';
import { writeLimitDescription } from '#app/lib/write-limit.ts';
import { cvMessageIn } from '#rules/cv-file.hi.ts';
import type { Lang } from '#rules/languages.ts';
import { contactCopyIn } from './contact-copy.ts';
import { contactSendMessagesHi } from './send-contact-message.ts';

export const applicationFields = ['name', 'email', 'phone', 'link', 'message', 'cv'] as const;
export type ApplicationField = (typeof applicationFields)[number];

/**
 * What the application form shows for a refused application (the server's answer in the site's
 * API error shape, ADR 032): the message next to the field its `details` name, or a toast (a
 * 429, a refusal naming no field, an answer that is not the envelope).
 */
export function applicationRefusal(
  status: number,
  body: unknown,
  lang: Lang = 'en',
): { field: ApplicationField; message: string } | { toast: string } {
  // A daily cap (over_write_quota) says when to try again, in the reader's time (#26), in the
  // page's language (#29).
  if (status === 429)
    return {
      toast:
        writeLimitDescription(body, new Date(), lang) ??
        (lang === 'en' ? contactMessages.rateLimited : contactSendMessagesHi.rateLimited),
    };
  const refusal = body as Partial<ApiErrorBody> | null;
  const message = typeof refusal?.message === 'string' ? refusal.message : undefined;
  const field = applicationFields.find((f) => refusal?.details === fieldDetails(f));
  // On a Hindi page the server answers a field in Hindi; the CV's messages are mapped here.
  if (message && field) return { field, message: field === 'cv' ? cvMessageIn(message, lang) : message };
  const failed = contactCopyIn(lang).formToasts.sendFailed.description;
  return { toast: lang === 'en' ? (message ?? failed) : failed };
}
