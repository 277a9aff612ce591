import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { useLang } from '../../lib/lang.ts';
import { loadOnce } from '../../lib/load-once.ts';
import { fieldMessageIn } from './auth-copy.ts';
import { markHydrated } from '#app/lib/hydrated-form.ts';
import type { FieldErrors, SchemaName, schemas } from './auth-schemas.ts';

/**
 * The schemas and zod (~24 KB gzip), not part of the page's start-up code: loaded when a field
 * of an account form is first focused, or at the first submit (docs/decisions/025).
 */
export const loadSchemas = loadOnce(() => import('./auth-schemas.ts'));
const preload = () => void loadSchemas().catch(() => undefined);

/** The values the named schema lets through. */
export type Parsed<N extends SchemaName> = z.infer<(typeof schemas)[N]>;

/** `parse` of useFormFields. */
export type Parse = <N extends SchemaName>(name: N, e: FormEvent) => Promise<Parsed<N> | null>;

/**
 * Controlled values and per-field messages for a small form. `parse` validates against the named
 * schema, shows every message next to its field and focuses the first invalid one; editing a
 * field clears its message. While one submission is being checked, another is ignored.
 */
export function useFormFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const form = useRef<HTMLFormElement | null>(null);
  const checking = useRef(false);
  // A Hindi page shows the field messages in Hindi (issue #29).
  const lang = useLang();
  // The form's ref: kept for focusing a field, and marked hydrated (app/lib/hydrated-form.ts).
  const formRef = useCallback((element: HTMLFormElement | null) => {
    form.current = element;
    markHydrated(element);
  }, []);

  const field = useCallback(
    (name: K) => ({
      name,
      value: values[name],
      onFocus: preload,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        const value = e.target.value;
        setValues((v) => ({ ...v, [name]: value }));
        setErrors((errs) => (errs[name] ? { ...errs, [name]: undefined } : errs));
      },
    }),
    [values],
  );

  async function parse<N extends SchemaName>(name: N, e: FormEvent): Promise<Parsed<N> | null> {
    e.preventDefault();
    if (checking.current) return null;
    checking.current = true;
    let result;
    try {
      const { schemas: all, validate } = await loadSchemas();
      result = validate(all[name], values);
    } finally {
      checking.current = false;
    }
    if (result.ok) {
      setErrors({});
      return result.data as Parsed<N>;
    }
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([name, message]) => [name, message && fieldMessageIn(message, lang)]),
    );
    setErrors(errors as FieldErrors<K>);
    const first = Object.keys(result.errors)[0];
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return null;
  }

  return { values, setValues, errors, setErrors, field, parse, formRef };
}
