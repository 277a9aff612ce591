import { useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { ToastCopy } from '../../../content/forms.ts';
import { validate, validateField, type FieldErrors, type Rules } from './validation.ts';

export type SubmitResult = ToastCopy;

/**
 * State of one marketing form: controlled values, validation on submit (then live for fields
 * already in error), focus on the first invalid field, a busy flag while `submit` runs, a
 * success toast and a reset afterwards. A failed `submit` keeps every value and shows an
 * error toast, so nothing typed is lost.
 */
export function useMarketingForm<K extends string>(options: {
  initial: Record<K, string>;
  rules: Rules<K>;
  submit: (values: Record<K, string>) => Promise<SubmitResult>;
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
      const done = await submit(values);
      toast.success(done.title, { description: done.description });
      setValues(initial);
      setErrors({});
    } catch {
      toast.error(failure.title, { description: failure.description });
    } finally {
      setBusy(false);
    }
  };

  return { values, errors, busy, field, setValue, onSubmit };
}
