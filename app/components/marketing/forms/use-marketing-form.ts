import { useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import type { ToastCopy } from '../../../content/forms.ts';
import { ContactSendError } from '../../../lib/contact.ts';
import { readHoneypot } from './honeypot-field.tsx';
import { validate, validateField, type FieldErrors, type Rules } from './validation.ts';

export type SubmitResult = ToastCopy;

/** What a form's submit function gets besides the values: the hidden honeypot field's value. */
export type SubmitExtras = { honeypot: string };

/**
 * State of one marketing form: controlled values, validation on submit (then live for fields
 * already in error), focus on the first invalid field, a busy flag while `submit` runs, a
 * success toast and a reset afterwards. A failed `submit` keeps every value and shows an
 * error toast (with the ContactSendError's message when there is one), so nothing typed is lost.
 */
export function useMarketingForm<K extends string>(options: {
  initial: Record<K, string>;
  rules: Rules<K>;
  submit: (values: Record<K, string>, extras: SubmitExtras) => Promise<SubmitResult>;
  failure: ToastCopy;
}) {
  const { initial, rules, submit, failure } = options;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [busy, setBusy] = useState(false);

  const setValue = (name: K, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: validateField(value, rules[name]) }));
  };

  const field = (name: K) => ({
    name,
    value: values[name],
    required: Boolean(rules[name]?.required),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValue(name, event.target.value),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (busy) return;
    const found = validate(values, rules);
    setErrors(found);
    const firstInvalid = (Object.keys(values) as K[]).find((key) => found[key]);
    if (firstInvalid) {
      const control = formElement.elements.namedItem(firstInvalid);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setBusy(true);
    try {
      const done = await submit(values, { honeypot: readHoneypot(formElement) });
      toast.success(done.title, { description: done.description });
      setValues(initial);
      setErrors({});
    } catch (err) {
      // A ContactSendError speaks to the visitor (rate limit, connection, a refused field).
      const description = err instanceof ContactSendError ? err.message : failure.description;
      toast.error(failure.title, { description });
    } finally {
      setBusy(false);
    }
  };

  return { values, errors, busy, field, setValue, onSubmit };
}
