/**
 * The rules for the site's contact forms (home contact section, Contact Us page, support form,
 * whitepaper access, webinar updates), shared by the forms in the browser (messages next to
 * fields) and by the server (server/contact/intake.ts), so both refuse the same input with the
 * same words. Plain functions only: a marketing form loads this module in the browser when the
 * visitor first uses it (which fields a form has, ./contact-fields.ts, is all it needs to render).
 *
 * The database (db/migrations/0005_contact_messages.sql) holds the same caps as CHECK
 * constraints, as the last line of defence.
 */
import {
  contactFields,
  contactFormFields,
  contactKinds,
  type ContactField,
  type ContactFields,
  type ContactKind,
} from './contact-fields.ts';

export {
  contactFields,
  contactFormFields,
  contactHoneypotField,
  contactKinds,
  isContactField,
} from './contact-fields.ts';
export type { ContactField, ContactFields, ContactKind } from './contact-fields.ts';

/** Length caps in characters (after trimming). RFC 5321 allows 254 characters in an address. */
export const contactMaxLength: Readonly<Record<ContactField, number>> = {
  name: 200,
  email: 254,
  phone: 40,
  organization: 200,
  subject: 200,
  message: 5000,
};

export const contactMessages = {
  required: {
    name: 'Please enter your name.',
    email: 'Please enter your email address.',
    phone: 'Please enter your phone number.',
    organization: 'Please enter your organization.',
    subject: 'Please enter a subject.',
    message: 'Please enter a message.',
  } satisfies Record<ContactField, string>,
  emailFormat: 'Please enter a valid email address, like name@school.edu.in.',
  phoneFormat: 'Please enter a valid phone number (digits, spaces, +, - and brackets), or leave it empty.',
  tooLong: {
    name: 'Please keep your name under 200 characters.',
    email: 'Please use an email address of at most 254 characters.',
    phone: 'Please keep the phone number under 40 characters.',
    organization: 'Please keep the organization name under 200 characters.',
    subject: 'Please keep the subject under 200 characters.',
    message: 'Please keep your message under 5,000 characters.',
  } satisfies Record<ContactField, string>,
  /** The answer to a sender over the rate limit (server/contact/intake.ts), which the form shows as it is. */
  rateLimited: 'Too many messages from your network. Please try again in a few minutes.',
} as const;

/**
 * The shape of the messages in one language: the English above, or their Hindi
 * (./contact-rules.hi.ts, which a Hindi page's form and the server load).
 */
export type ContactMessages = {
  readonly required: Readonly<Record<ContactField, string>>;
  readonly emailFormat: string;
  readonly phoneFormat: string;
  readonly tooLong: Readonly<Record<ContactField, string>>;
  readonly rateLimited: string;
};

/** One field's checks; `required` holds the message for an empty value (absent: optional). */
export type ContactRule = {
  readonly required?: string;
  readonly email?: boolean;
  readonly phone?: boolean;
  readonly maxLength?: number;
  readonly tooLong?: string;
  /** The format messages, in the form's language (English when absent). */
  readonly emailFormat?: string;
  readonly phoneFormat?: string;
};

/** A pragmatic address check (what a person can see is wrong); the mail server is the final judge. */
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Digits with the usual separators and an optional extension; at least six digits in all. */
const phonePattern = /^\+?[0-9 ().\-/]+(?:(?:ext\.?|x)\s*[0-9]+)?$/i;

export function isEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

export function isPhone(value: string): boolean {
  const trimmed = value.trim();
  return phonePattern.test(trimmed) && (trimmed.match(/[0-9]/g)?.length ?? 0) >= 6;
}

/** The rule for `field` on form `kind`, its messages in `messages`' language (English by default). */
export function contactRule(
  kind: ContactKind,
  field: ContactField,
  messages: ContactMessages = contactMessages,
): ContactRule {
  const required = contactFormFields[kind].required.includes(field);
  return {
    ...(required ? { required: messages.required[field] } : {}),
    ...(field === 'email' ? { email: true, emailFormat: messages.emailFormat } : {}),
    ...(field === 'phone' ? { phone: true, phoneFormat: messages.phoneFormat } : {}),
    maxLength: contactMaxLength[field],
    tooLong: messages.tooLong[field],
  };
}

/** The first problem with one value, or undefined. Counts characters, not UTF-16 units. */
export function checkContactValue(value: string, rule: ContactRule | undefined): string | undefined {
  if (!rule) return undefined;
  const trimmed = value.trim();
  if (!trimmed) return rule.required;
  if (rule.maxLength !== undefined && [...trimmed].length > rule.maxLength) return rule.tooLong;
  if (rule.email && !isEmail(trimmed)) return rule.emailFormat ?? contactMessages.emailFormat;
  if (rule.phone && !isPhone(trimmed)) return rule.phoneFormat ?? contactMessages.phoneFormat;
  return undefined;
}

/**
 * A form's values as stored: trimmed; single-line fields with runs of whitespace (including
 * line breaks) collapsed to one space; control characters removed (tabs and line breaks stay in
 * the message); empty optional values dropped.
 */
export function normalizeContactFields(kind: ContactKind, fields: ContactFields): ContactFields {
  const out: ContactFields = {};
  const { required, optional } = contactFormFields[kind];
  for (const field of [...required, ...optional]) {
    const raw = fields[field];
    if (typeof raw !== 'string') continue;
    const value = normalizeText(raw, field === 'message');
    if (value) out[field] = value;
  }
  return out;
}

/** Control characters, except tab, line feed and carriage return (kept in a message). */
// eslint-disable-next-line no-control-regex
const controlInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/** Control characters, except those that count as white space (collapsed to a space). */
// eslint-disable-next-line no-control-regex
const controlInLine = /[\u0000-\u0008\u000e-\u001f\u007f]/g;

function normalizeText(value: string, multiline: boolean): string {
  if (multiline) return value.replace(/\r\n?/g, '\n').replace(controlInText, '').trim();
  return value.replace(controlInLine, '').replace(/\s+/g, ' ').trim();
}

export type ContactProblem = { field: ContactField; message: string };

/**
 * Every problem with a form's (normalised) values, in field order; empty means valid. Fields the
 * form does not have are not checked here (the server refuses them separately).
 */
export function checkContactMessage(
  kind: ContactKind,
  fields: ContactFields,
  messages: ContactMessages = contactMessages,
): ContactProblem[] {
  const problems: ContactProblem[] = [];
  for (const field of contactFields) {
    const { required, optional } = contactFormFields[kind];
    if (!required.includes(field) && !optional.includes(field)) continue;
    const message = checkContactValue(fields[field] ?? '', contactRule(kind, field, messages));
    if (message) problems.push({ field, message });
  }
  return problems;
}

export function isContactKind(value: unknown): value is ContactKind {
  return typeof value === 'string' && (contactKinds as readonly string[]).includes(value);
}
