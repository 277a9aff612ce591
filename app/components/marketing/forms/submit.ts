/**
 * What each marketing form does when it is sent: one small function per form, each storing the
 * message through the backend (app/lib/contact.ts) and returning the success toast to show.
 * A failure throws a ContactSendError whose message the form shows; the form keeps its values.
 */
import { formToasts, type ToastCopy } from '../../../content/forms.ts';
import { sendContactMessage as send } from '../../../lib/contact.ts';
import type { SubmitExtras } from './use-marketing-form.ts';

export type ContactValues = { name: string; email: string; phone: string; company: string; message: string };
export type SupportValues = { name: string; email: string; subject: string; message: string };
export type WhitepaperAccessValues = { name: string; email: string; paper: string };
export type WebinarSubscribeValues = { email: string };

/** The Contact Us page: 'Sending...' lasts as long as the request really does. */
export async function sendContactMessage(values: ContactValues, extras: SubmitExtras): Promise<ToastCopy> {
  const { name, email, phone, company, message } = values;
  await send('contact', { name, email, phone, organization: company, message }, extras);
  return formToasts.contactPageSent;
}

export async function sendSupportMessage(values: SupportValues, extras: SubmitExtras): Promise<ToastCopy> {
  await send('support', values, extras);
  return formToasts.messageSent;
}

/** `paperTitle` null: the visitor asked for every paper. */
export async function requestWhitepaperAccess(
  values: WhitepaperAccessValues,
  paperTitle: string | null,
  extras: SubmitExtras,
): Promise<ToastCopy> {
  const { name, email } = values;
  await send('whitepaper', { name, email, subject: paperTitle ?? allPapersSubject }, extras);
  return formToasts.whitepaperAccess(email.trim(), paperTitle);
}

/** What the company's email says when no single paper was chosen. */
export const allPapersSubject = 'All whitepapers';

export async function subscribeToWebinars(values: WebinarSubscribeValues, extras: SubmitExtras): Promise<ToastCopy> {
  await send('webinar', values, extras);
  return formToasts.webinarSubscribed(values.email.trim());
}
