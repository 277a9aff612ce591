/**
 * Field checks for the contact forms: the shared contact-form rules (rules/contact-rules.ts),
 * which the server applies too, so a form and the backend refuse the same input in the same words.
 */
import { checkContactValue, type ContactRule } from '#rules/contact-rules.ts';

export type FieldRule = ContactRule;

export type Rules<K extends string> = Partial<Record<K, FieldRule>>;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function validateField(value: string, rule: FieldRule | undefined): string | undefined {
  return checkContactValue(value, rule);
}

/** Every field's first problem, in the order of `values`; an empty object means valid. */
export function validate<K extends string>(values: Record<K, string>, rules: Rules<K>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(values) as K[]) {
    const error = validateField(values[key], rules[key]);
    if (error) errors[key] = error;
  }
  return errors;
}
