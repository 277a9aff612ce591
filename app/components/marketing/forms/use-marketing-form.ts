import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { contactFormFields, type ContactKind } from '../../../../rules/contact-fields.ts';
import type { ToastCopy } from '../../../content/forms.ts';
import { loadOnce } from '../../../lib/load-once.ts';
import { useCarriedValues } from '../../../lib/static-html.tsx';
import { readHoneypot } from './honeypot-field.tsx';
import type { FieldErrors } from './validation.ts';
import type * as FormCodeModule from './form-code.ts';
import type { FieldKinds } from './form-code.ts';

export type SubmitResult = ToastCopy;

/** What a form's submit function gets besides the values: the hidden honeypot field's value. */
export type SubmitExtras = { honeypot: string };

/** The lazily loaded checks and senders (form-code.ts). */
export type FormCode = typeof FormCodeModule;

/** Shows a toast; the toast code is loaded with the form's code, not at start-up. */
function showToast(kind: 'success' | 'error', copy: ToastCopy): void {
  void import('../../../lib/toast.ts').then(({ toast }) => toast[kind](copy.title, { description: copy.description }));
}

let formCode: FormCode | undefined;

/** Loads the forms' checks and senders once; a failed load may be retried. */
export const loadFormCode = loadOnce(() => import('./form-code.ts').then((code) => (formCode = code)));

/**
 * State of one marketing form (contact form `kind`): controlled values, validation on submit
 * (then live for fields already in error), focus on the first invalid field, a busy flag while
 * `submit` runs, a success toast and a reset afterwards. A failed `submit` keeps every value and
 * shows an error toast (with the ContactSendError's message when there is one), so nothing typed
 * is lost. `fields` says which contact field each form field is checked as (rules/contact-rules.ts).
 *
 * The checks and the senders (form-code.ts) load when a field first gets focus (`prepare`, on
 * the form's onFocus) or at the latest on submit; `submit` receives them.
 */
export function useMarketingForm<K extends string>(options: {
  kind: ContactKind;
  initial: Record<K, string>;
  fields: FieldKinds<K>;
  submit: (values: Record<K, string>, extras: SubmitExtras, code: FormCode) => Promise<SubmitResult>;
  failure: ToastCopy;
}) {
  const { kind, initial, fields, submit, failure } = options;
  // What the visitor typed before the form's code arrived (deferred forms, static-html.tsx).
  const [values, setValues] = useState(useCarriedValues(initial));
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [busy, setBusy] = useState(false);
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);
  const submitting = useRef(false);
  const required = contactFormFields[kind].required;

  const setValue = (name: K, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // Errors exist only after a submit, which loaded the checks.
    if (errors[name] && formCode) {
      const error = formCode.checkField(kind, fields[name], value);
      setErrors((current) => ({ ...current, [name]: error }));
    }
  };

  const field = (name: K) => ({
    name,
    value: values[name],
    required: fields[name] !== undefined && required.includes(fields[name]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValue(name, event.target.value),
  });

  const prepare = () => {
    loadFormCode().catch(() => undefined);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (busy || submitting.current) return;
    submitting.current = true;
    try {
      let code: FormCode;
      try {
        code = await loadFormCode();
      } catch {
        showToast('error', failure);
        return;
      }
      const current = latest.current;
      const found = code.checkForm(kind, fields, current);
      setErrors(found);
      const firstInvalid = (Object.keys(current) as K[]).find((key) => found[key]);
      if (firstInvalid) {
        const control = formElement.elements.namedItem(firstInvalid);
        if (control instanceof HTMLElement) control.focus();
        return;
      }
      setBusy(true);
      try {
        const done = await submit(current, { honeypot: readHoneypot(formElement) }, code);
        showToast('success', done);
        setValues(initial);
        setErrors({});
      } catch (err) {
        showToast('error', { title: failure.title, description: code.failureDescription(err, failure.description) });
      } finally {
        setBusy(false);
      }
    } finally {
      submitting.current = false;
    }
  };

  return { values, errors, busy, field, setValue, onSubmit, prepare };
}
