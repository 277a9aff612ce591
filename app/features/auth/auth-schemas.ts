import { z } from 'zod';
import { fieldMessages } from './copy.ts';

// Before any schema is built or used: zod never probes `new Function("")` (its JIT for object
// schemas), which the site's CSP (no 'unsafe-eval') reports as a violation on every page that
// loads these schemas (#26). This module is where the client's schemas are set up.
z.config({ jitless: true });

/** The one set of validation texts for the account forms. */
export const messages = fieldMessages;

/** Minimum password length (spec point 9; the server enforces the same). */
export const passwordMinLength = 6;
/** The profile columns' length limit (db/migrations/0004_public.sql). */
const textMax = 200;

const email = z
  .string()
  .trim()
  .min(1, messages.emailRequired)
  .pipe(z.email({ message: messages.emailInvalid }));

const newPassword = z
  .string()
  .min(1, messages.passwordRequired)
  .min(passwordMinLength, messages.passwordTooShort)
  .max(72, messages.passwordTooLong);

const optionalText = z.string().trim().max(textMax, messages.tooLong);

export const signupSchema = z.object({
  fullName: z.string().trim().min(1, messages.fullNameRequired).max(textMax, messages.tooLong),
  email,
  password: newPassword,
  organization: optionalText,
  role: optionalText,
});
export type SignupValues = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  email,
  password: z.string().min(1, messages.passwordRequired),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const emailOnlySchema = z.object({ email });

export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string().min(1, messages.confirmRequired) })
  .refine((v) => v.password === v.confirmPassword, { message: messages.passwordsDiffer, path: ['confirmPassword'] });

export const profileSchema = z.object({
  fullName: optionalText,
  organization: optionalText,
  role: optionalText,
});
export type ProfileValues = z.infer<typeof profileSchema>;

/** The forms' schemas by name: forms load this module (and zod) when first used (use-form-fields.ts). */
export const schemas = {
  signup: signupSchema,
  login: loginSchema,
  emailOnly: emailOnlySchema,
  newPassword: newPasswordSchema,
  profile: profileSchema,
};
export type SchemaName = keyof typeof schemas;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Validates form values: the parsed data, or the first message for each invalid field. */
export function validate<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  values: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors<string> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
