import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { contactFormFields, isContactField, type ContactFields, type ContactKind } from '#rules/contact-fields.ts';
import type { ContactMessages } from '#rules/contact-rules.ts';
import type { Lang } from '#rules/languages.ts';
import { useLang } from '../../lib/lang.ts';
import { loadOnce } from '../../lib/load-once.ts';
import { useCarriedValues } from '../../lib/static-html.tsx';
import { contactCopyIn } from './contact-copy.ts';
import type { ToastCopy } from './copy.ts';
import type * as FormCodeModule from './form-code.ts';
import { readHoneypot } from './honeypot-field.tsx';
import type { FieldErrors } from './validation.ts';

/** The lazily loaded checks and sender (form-code.ts). */
type FormCode = typeof FormCodeModule;

/** Shows a toast; the toast code is loaded with the form's code, not at start-up. */
function showToast(kind: 'success' | 'error', copy: ToastCopy): void {
  void import('../../lib/toast.ts').then(({ toast }) => toast[kind](copy.title, { description: copy.description }));
}

let formCode: FormCode | undefined;

/** Loads the forms' checks and sender once; a failed load may be retried. */
const loadFormCode = loadOnce(() => import('./form-code.ts').then((code) => (formCode = code)));

let messagesHi: ContactMessages | undefined;

/** The checks' Hindi messages, loaded only by a Hindi page's form (English ones come with the checks). */
const loadMessagesHi = loadOnce(() =>
  import('#rules/contact-rules.hi.ts').then((module) => (messagesHi = module.contactMessagesHi)),
);

/** The forms' code and, on a Hindi page, the Hindi messages. */
async function loadFormCodeIn(lang: Lang): Promise<{ code: FormCode; messages: ContactMessages | undefined }> {
  const [code, messages] = await Promise.all([loadFormCode(), lang === 'hi' ? loadMessagesHi() : undefined]);
  return { code, messages };
}

export type ContactFormOptions<K extends string> = {
  kind: ContactKind;
  /**
   * The form's fields and their labels, in the order they are shown; each field is checked by
   * the contact rule of its name (one without, like the whitepaper choice, is not checked).
   */
  labels: Readonly<Record<K, string>>;
  /** The message to store; by default the values themselves (each field is the contact field of its name). */
  message?: (values: Record<K, string>) => ContactFields;
  /** The success toast for what was sent. */
  sent: (values: Record<K, string>) => ToastCopy;
  /** Columns sent beside the fields (a registration's `webinar_id`). */
  extra?: () => Record<string, string>;
  /** Called after a success (once the toast is shown and the form reset), e.g. to close a dialog. */
  onSent?: () => void;
  /**
   * The toast for a refusal that is an answer rather than a failure (a repeat registration:
   * "You're already registered"), by the server's error code; the form is then left as it is.
   */
  answers?: Readonly<Record<string, ToastCopy>>;
};

/**
 * The one wiring of the site's contact forms: controlled values, validation on submit (then
 * live for fields already in error), focus on the first invalid field, a busy flag while the
 * message is stored, a success toast and a reset afterwards. A failure keeps every value and
 * shows an error toast (with the ContactSendError's message when there is one), so nothing typed
 * is lost. The checks and the sender (form-code.ts) load when a field first gets focus
 * (`prepare`, the form's onFocus) or at the latest on submit.
 */
export function useContactForm<K extends string>(options: ContactFormOptions<K>) {
  const { kind, labels } = options;
  // The page's language (issue #29): the checks' messages, the failure toast and the message's `lang`.
  const lang = useLang();
  const empty = Object.fromEntries(Object.keys(labels).map((name) => [name, ''])) as Record<K, string>;
  // What the visitor typed before the form's code arrived (deferred forms, static-html.tsx).
  const [values, setValues] = useState(useCarriedValues(empty));
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [busy, setBusy] = useState(false);
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);
  const submitting = useRef(false);
  const required: readonly string[] = contactFormFields[kind].required;

  const setValue = (name: K, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // Errors exist only after a submit, which loaded the checks.
    if (errors[name] && formCode && (lang === 'en' || messagesHi)) {
      const error = formCode.checkField(kind, name, value, lang === 'hi' ? messagesHi : undefined);
      setErrors((current) => ({ ...current, [name]: error }));
    }
  };

  const field = (name: K) => ({
    name,
    value: values[name],
    required: required.includes(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValue(name, event.target.value),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || submitting.current) return;
    submitting.current = true;
    const steps = { setErrors, setBusy, reset: () => setValues(empty) };
    try {
      await submitForm(event.currentTarget, latest.current, options, steps, lang);
    } finally {
      submitting.current = false;
    }
  };

  const prepare = () => {
    loadFormCodeIn(lang).catch(() => undefined);
  };

  return { kind, lang, labels, errors, busy, field, setValue, onSubmit, prepare };
}

export type ContactFormState<K extends string> = ReturnType<typeof useContactForm<K>>;

/** Checks the values, then stores the message and says how it went (see useContactForm). */
async function submitForm<K extends string>(
  element: HTMLFormElement,
  values: Record<K, string>,
  { kind, message, sent, extra, onSent, answers }: ContactFormOptions<K>,
  steps: { setErrors: (errors: FieldErrors<K>) => void; setBusy: (busy: boolean) => void; reset: () => void },
  lang: Lang,
): Promise<void> {
  const failure = contactCopyIn(lang).formToasts.sendFailed;
  let code: FormCode;
  let messages: ContactMessages | undefined;
  try {
    ({ code, messages } = await loadFormCodeIn(lang));
  } catch {
    showToast('error', failure);
    return;
  }
  const found = code.checkForm(kind, values, messages);
  steps.setErrors(found);
  const firstInvalid = (Object.keys(values) as K[]).find((key) => found[key]);
  if (firstInvalid) {
    const control = element.elements.namedItem(firstInvalid);
    if (control instanceof HTMLElement) control.focus();
    return;
  }
  steps.setBusy(true);
  try {
    const fields = message ? message(values) : contactFieldsOf(values);
    await code.sendContactMessage(kind, fields, { honeypot: readHoneypot(element), extra: extra?.(), lang, messages });
    showToast('success', sent(values));
    steps.reset();
    steps.setErrors({});
    onSent?.();
  } catch (err) {
    const answer = answers?.[code.failureCode(err) ?? ''];
    if (answer) showToast('success', answer);
    else showToast('error', { title: failure.title, description: code.failureDescription(err, failure.description) });
  } finally {
    steps.setBusy(false);
  }
}

function contactFieldsOf(values: Record<string, string>): ContactFields {
  return Object.fromEntries(Object.entries(values).filter(([name]) => isContactField(name)));
}
