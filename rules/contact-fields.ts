/**
 * Which fields each of the site's contact forms has and requires: the part of the contact rules
 * (./contact-rules.ts, which re-exports it) a form needs to render, kept apart so that the
 * messages and checks load only when a visitor uses a form.
 */

/** The site's forms, and 'chat': the chat assistant's "Talk to a person" (the transcript is its message). */
export const contactKinds = [
  'home',
  'contact',
  'support',
  'whitepaper',
  'webinar',
  'chat',
  'webinar_registration',
  'application',
] as const;
export type ContactKind = (typeof contactKinds)[number];

export const contactFields = ['name', 'email', 'phone', 'organization', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactFields = Partial<Record<ContactField, string>>;

export function isContactField(value: string): value is ContactField {
  return (contactFields as readonly string[]).includes(value);
}

/**
 * The honeypot: a field people never see but form-filling bots fill in. A message that has it
 * filled in is dropped by the server (server/contact/intake.ts), which answers as usual.
 */
export const contactHoneypotField = 'website';

/** Which fields each form sends, and which of them it requires. */
export const contactFormFields: Readonly<
  Record<ContactKind, { readonly required: readonly ContactField[]; readonly optional: readonly ContactField[] }>
> = {
  home: { required: ['name', 'email', 'message'], optional: ['organization'] },
  contact: { required: ['name', 'email', 'message'], optional: ['phone', 'organization'] },
  support: { required: ['name', 'email', 'subject', 'message'], optional: [] },
  whitepaper: { required: ['name', 'email'], optional: ['subject'] },
  webinar: { required: ['email'], optional: [] },
  chat: { required: ['name', 'email', 'message'], optional: [] },
  /** A webinar's registration form: the webinar itself is sent as `webinar_id` (ADR 029). */
  webinar_registration: { required: ['name', 'email'], optional: ['organization'] },
  /** A job application: the cover note is the message; the CV and the link travel beside it. */
  application: { required: ['name', 'email', 'message'], optional: ['phone'] },
};
