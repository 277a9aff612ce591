import { formToasts, type ToastCopy } from '../../content/forms.ts';
import { sendContactMessage } from '../../lib/contact.ts';
import type { SubmitExtras } from '../marketing/forms/use-marketing-form.ts';

export type HomeContactValues = { name: string; email: string; organization: string; message: string };

/**
 * What the home page's contact form does when it is sent: stores the message through the
 * backend (app/lib/contact.ts) and answers with the spec's 'Message sent!' toast (the form then
 * clears). A failure throws with a message for the visitor; the form keeps what was typed.
 */
export async function submitHomeContact(values: HomeContactValues, extras: SubmitExtras): Promise<ToastCopy> {
  await sendContactMessage('home', values, extras);
  return formToasts.messageSent;
}
