/**
 * The code a marketing form needs only once a visitor uses it: the field checks (the shared
 * contact rules, rules/contact-rules.ts) and the functions that send each form. Forms load it
 * with `loadFormCode()` when one of their fields first gets focus, or at the latest on submit,
 * so it is not part of the page's start-up JavaScript.
 */
import { contactRule, type ContactField, type ContactKind } from '../../../../rules/contact-rules.ts';
import { ContactSendError } from '../../../lib/contact.ts';
import { validate, validateField, type FieldErrors, type Rules } from './validation.ts';

export { submitHomeContact } from '../../home/submit-home-contact.ts';
export { requestWhitepaperAccess, sendContactMessage, sendSupportMessage, subscribeToWebinars } from './submit.ts';

/** Which contact field (and so which rule) each of a form's fields is checked as. */
export type FieldKinds<K extends string> = Partial<Record<K, ContactField>>;

function rulesFor<K extends string>(kind: ContactKind, fields: FieldKinds<K>): Rules<K> {
  const rules: Rules<K> = {};
  for (const key of Object.keys(fields) as K[]) {
    const field = fields[key];
    if (field) rules[key] = contactRule(kind, field);
  }
  return rules;
}

/** Every field's first problem, in the order of `values`; an empty object means valid. */
export function checkForm<K extends string>(
  kind: ContactKind,
  fields: FieldKinds<K>,
  values: Record<K, string>,
): FieldErrors<K> {
  return validate(values, rulesFor(kind, fields));
}

/** One field's first problem, or undefined. */
export function checkField(kind: ContactKind, field: ContactField | undefined, value: string): string | undefined {
  return field ? validateField(value, contactRule(kind, field)) : undefined;
}

/** The toast text for a failed send: a ContactSendError speaks to the visitor (rate limit, connection, a refused field). */
export function failureDescription(err: unknown, fallback: string): string {
  return err instanceof ContactSendError ? err.message : fallback;
}
