import { validationMessages } from '../../../content/forms.ts';

/** A pragmatic address check (what a person can see is wrong); the mail server is the final judge. */
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

export type FieldRule = {
  /** Message shown when the trimmed value is empty; absent means optional. */
  readonly required?: string;
  readonly email?: boolean;
};

export type Rules<K extends string> = Partial<Record<K, FieldRule>>;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function validateField(value: string, rule: FieldRule | undefined): string | undefined {
  if (!rule) return undefined;
  const trimmed = value.trim();
  if (!trimmed) return rule.required;
  if (rule.email && !isEmail(trimmed)) return validationMessages.emailFormat;
  return undefined;
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
