/**
 * What each marketing form does when it is sent: one small function per form, so the backend
 * issue can swap the body for a real call without touching the form components. Until then the
 * spec's visible behaviour applies: the Contact Us page simulates sending for 1.5 s (spec
 * point 9), the others answer at once. Each returns the success toast to show.
 */
import { formToasts, type ToastCopy } from '../../../content/forms.ts';

/** Spec point 9: "contact send simulation 1500 ms". */
export const contactSendDelayMs = 1500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type ContactValues = { name: string; email: string; phone: string; company: string; message: string };
export type SupportValues = { name: string; email: string; subject: string; message: string };
export type WhitepaperAccessValues = { name: string; email: string; paper: string };
export type WebinarSubscribeValues = { email: string };

export async function sendContactMessage(_values: ContactValues): Promise<ToastCopy> {
  await wait(contactSendDelayMs);
  return formToasts.contactPageSent;
}

export async function sendSupportMessage(_values: SupportValues): Promise<ToastCopy> {
  return formToasts.messageSent;
}

export async function requestWhitepaperAccess(
  values: WhitepaperAccessValues,
  paperTitle: string | null,
): Promise<ToastCopy> {
  return formToasts.whitepaperAccess(values.email.trim(), paperTitle);
}

export async function subscribeToWebinars(values: WebinarSubscribeValues): Promise<ToastCopy> {
  return formToasts.webinarSubscribed(values.email.trim());
}
