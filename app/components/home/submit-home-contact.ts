import { formToasts, type ToastCopy } from '../../content/forms.ts';

export type HomeContactValues = { name: string; email: string; organization: string; message: string };

/**
 * What the home page's contact form does when it is sent, in one place so the backend issue
 * can swap the body for a real call. The spec shows no call for this form: it answers at once
 * with the 'Message sent!' toast (and the form clears).
 */
export async function submitHomeContact(_values: HomeContactValues): Promise<ToastCopy> {
  return formToasts.messageSent;
}
