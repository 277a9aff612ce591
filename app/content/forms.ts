import { contactMessages } from '../../rules/contact-rules.ts';
import { site } from '../../config/site.ts';

/** Copy shared by the marketing forms: validation messages, busy labels and success toasts. */

/** The forms' field messages: the shared contact rules' words (rules/contact-rules.ts), used by the server too. */
export const validationMessages = {
  name: contactMessages.required.name,
  email: contactMessages.required.email,
  emailFormat: contactMessages.emailFormat,
  subject: contactMessages.required.subject,
  message: contactMessages.required.message,
} as const;

/** Shown in the form (not as a toast) when the form cannot be sent. */
export const formErrorSummary = 'Please check the highlighted fields and try again.';

export const sendingLabel = 'Sending...';

export type ToastCopy = {
  readonly title: string;
  readonly description: string;
};

export const formToasts = {
  /** Any form whose sending failed; what was typed stays in the form. */
  sendFailed: {
    title: 'Could not send',
    description: `Something went wrong on our side. Please try again in a moment, or email us at ${site.email.contact}.`,
  },
  /** The home page contact form and the support form (spec point 8). */
  messageSent: {
    title: 'Message sent!',
    description: "Thank you for reaching out. We'll get back to you soon.",
  },
  /** The Contact Us page (spec point 8). */
  contactPageSent: {
    title: 'Message sent!',
    description: "We'll get back to you as soon as possible.",
  },
  whitepaperAccess: (email: string, paperTitle: string | null): ToastCopy => ({
    title: 'Check your inbox',
    description: paperTitle
      ? `We're emailing “${paperTitle}” to ${email}.`
      : `We're emailing links to all our whitepapers to ${email}.`,
  }),
  webinarSubscribed: (email: string): ToastCopy => ({
    title: "You're subscribed",
    description: `We'll email ${email} when we announce a new webinar.`,
  }),
} as const;
