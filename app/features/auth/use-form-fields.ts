import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { validate, type FieldErrors } from './auth-schemas.ts';

/**
 * Controlled values and per-field messages for a small form. `submit` validates against the
 * schema, shows every message next to its field and focuses the first invalid one; editing a
 * field clears its message.
 */
export function useFormFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const field = useCallback(
    (name: K) => ({
      name,
      value: values[name],
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        const value = e.target.value;
        setValues((v) => ({ ...v, [name]: value }));
        setErrors((errs) => (errs[name] ? { ...errs, [name]: undefined } : errs));
      },
    }),
    [values],
  );

  function parse<S extends z.ZodType<Record<string, unknown>>>(schema: S, e: FormEvent): z.infer<S> | null {
    e.preventDefault();
    const result = validate(schema, values);
    if (result.ok) {
      setErrors({});
      return result.data;
    }
    setErrors(result.errors as FieldErrors<K>);
    const first = Object.keys(result.errors)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return null;
  }

  return { values, setValues, errors, setErrors, field, parse, formRef };
}
