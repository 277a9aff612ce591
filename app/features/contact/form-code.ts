/**
 * The code a contact form needs only once a visitor uses it: the field checks (the shared
 * contact rules, rules/contact-rules.ts) and the sender. Forms load it with `loadFormCode()`
 * (use-contact-form.ts) when one of their fields first gets focus, or at the latest on submit,
 * so it is not part of the page's start-up JavaScript.
 */
import { contactRule, isContactField, type ContactKind, type ContactMessages } from '#rules/contact-rules.ts';
import { ContactSendError } from './send-contact-message.ts';
import { validate, validateField, type FieldErrors, type Rules } from './validation.ts';

export { sendContactMessage } from './send-contact-message.ts';

function rulesFor<K extends string>(kind: ContactKind, names: readonly K[], messages?: ContactMessages): Rules<K> {
  const rules: Rules<K> = {};
  for (const name of names) if (isContactField(name)) rules[name] = contactRule(kind, name, messages);
  return rules;
}

/**
 * Every field's first problem, in the order of `values`; an empty object means valid. A field
 * is checked by the contact rule of the same name; one without (the whitepaper choice) is not.
 */
export function checkForm<K extends string>(
  kind: ContactKind,
  values: Record<K, string>,
  messages?: ContactMessages,
): FieldErrors<K> {
  return validate(values, rulesFor(kind, Object.keys(values) as K[], messages));
}

/** One field's first problem, or undefined; `messages` in the page's language (English by default). */
export function checkField(
  kind: ContactKind,
  name: string,
  value: string,
  messages?: ContactMessages,
): string | undefined {
  return isContactField(name) ? validateField(value, contactRule(kind, name, messages)) : undefined;
}

/** The toast text for a failed send: a ContactSendError speaks to the visitor (rate limit, connection, a refused field). */
export function failureDescription(err: unknown, fallback: string): string {
  return err instanceof ContactSendError ? err.message : fallback;
}

/** The server's error code behind a failed send (e.g. 'already_registered'), when there is one. */
export function failureCode(err: unknown): string | undefined {
  return err instanceof ContactSendError ? err.code : undefined;
}
