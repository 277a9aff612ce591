/** The five site forms that send a contact message, as a visitor sees them, for the e2e specs. */
import type { Locator, Page } from 'playwright-core';
import { defaultInboxes, inboxOfKind } from '../../server/contact/inboxes.ts';
import { contactMessages, type ContactKind } from '../../rules/contact-rules.ts';
import { formToasts, type ToastCopy } from '../../app/features/contact/copy.ts';

export type FormCase = {
  kind: ContactKind;
  path: string;
  /** The form's accessible name. */
  formName: string;
  submit: string;
  /** Label → a valid value; `{email}` is replaced by a unique address. */
  fields: [label: string, value: string, exact?: boolean][];
  /** Messages shown for an empty submit, in order. */
  required: string[];
  success: (email: string) => ToastCopy;
};

export const formCases: FormCase[] = [
  {
    kind: 'home',
    path: '/',
    formName: 'Contact form',
    submit: 'Send Message',
    fields: [
      ['Full Name', 'Meera Shekhawat'],
      ['Email Address', '{email}'],
      ['Organization', 'Delhi Public School, Jaipur'],
      ['Message', 'We would like a demo of the AR/VR labs for grades 9 and 10.'],
    ],
    required: [contactMessages.required.name, contactMessages.required.email, contactMessages.required.message],
    success: () => formToasts.messageSent,
  },
  {
    kind: 'contact',
    path: '/contact',
    formName: 'Send us a message',
    submit: 'Send Message',
    fields: [
      ['Full Name', 'Priya Sharma'],
      ['Email Address', '{email}'],
      ['Phone Number', '+91 98290 12345'],
      ['Company or Institution', 'Jaipur Public School'],
      ['Message', 'Please send us pricing for the cloud LMS for 1,200 students.', true],
    ],
    required: [contactMessages.required.name, contactMessages.required.email, contactMessages.required.message],
    success: () => formToasts.contactPageSent,
  },
  {
    kind: 'support',
    path: '/support',
    formName: 'Send us a message',
    submit: 'Send Message',
    fields: [
      ['Name', 'Rahul Verma', true],
      ['Email', '{email}', true],
      ['Subject', 'Adding a class section'],
      ['Message', 'How do I add a new section to grade 7?', true],
    ],
    required: [
      contactMessages.required.name,
      contactMessages.required.email,
      contactMessages.required.subject,
      contactMessages.required.message,
    ],
    success: () => formToasts.messageSent,
  },
  {
    kind: 'whitepaper',
    path: '/whitepapers',
    formName: 'Get access to all whitepapers',
    submit: 'Get Access',
    fields: [
      ['Full Name', 'Anita Verma'],
      ['Work Email', '{email}'],
    ],
    required: [contactMessages.required.name, contactMessages.required.email],
    success: (email) => formToasts.whitepaperAccess(email, null),
  },
  {
    kind: 'webinar',
    path: '/webinars',
    formName: 'Subscribe to Webinar Updates',
    submit: 'Subscribe',
    fields: [['Email address', '{email}']],
    required: [contactMessages.required.email],
    success: (email) => formToasts.webinarSubscribed(email),
  },
];

let counter = 0;
export function uniqueEmail(kind: string): string {
  counter += 1;
  return `${kind}-${Date.now().toString(36)}-${counter}@example.test`;
}

export function formOf(page: Page, c: FormCase): Locator {
  return page.getByRole('form', { name: c.formName });
}

export function fieldOf(form: Locator, label: string, exact = false): Locator {
  return form.getByLabel(label, { exact });
}

/** Fills every field with its valid value and returns what was typed, by label. */
export async function fillValid(form: Locator, c: FormCase, email: string): Promise<Map<string, string>> {
  const typed = new Map<string, string>();
  for (const [label, template, exact] of c.fields) {
    const value = template.replace('{email}', email);
    await fieldOf(form, label, exact).fill(value);
    typed.set(label, value);
  }
  return typed;
}

export async function valuesOf(form: Locator, c: FormCase): Promise<Map<string, string>> {
  const values = new Map<string, string>();
  for (const [label, , exact] of c.fields) values.set(label, await fieldOf(form, label, exact).inputValue());
  return values;
}

export function toast(page: Page, title: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: title }).first();
}

/**
 * A visitor sends a valid message from the Contact Us page, on `page`, as `email`, and sees it sent.
 * The form's code loads when the browser is idle (ADR 025): a press before that would be lost.
 */
export async function sendContactUs(page: Page, email: string): Promise<void> {
  const contact = formCases.find((c) => c.kind === 'contact')!;
  await page.goto(contact.path, { waitUntil: 'networkidle' });
  const form = formOf(page, contact);
  await fillValid(form, contact, email);
  await form.getByRole('button', { name: contact.submit }).click();
  await toast(page, contact.success(email).title).waitFor();
}

export type MailboxMessage = { to: string; reply_to: string | null; subject: string; text: string };

/** The dev mailbox's messages to `to`, polled until `count` arrived. */
export async function waitForMail(baseUrl: string, to: string, count = 1): Promise<MailboxMessage[]> {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${baseUrl}/_dev/mailbox.json?to=${encodeURIComponent(to)}`);
    const messages = (await res.json()) as MailboxMessage[];
    if (messages.length >= count) return messages;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

/** Console errors the browser itself prints for a refused request (expected in failure tests). */
export function isExpectedStatusError(message: string): boolean {
  return /the server responded with a status of (400|429|500)/.test(message);
}

/** The inbox a form's messages go to on a server with no inbox settings (ADR 040: config/site.ts). */
export function inboxOf(kind: ContactKind): string {
  return defaultInboxes({})[inboxOfKind[kind]];
}
