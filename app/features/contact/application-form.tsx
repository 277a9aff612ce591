import { consentVersionIn } from '#rules/consent-notices.ts';
import type { Lang } from '#rules/languages.ts';
import { useLang } from '../../lib/lang.ts';
import { FormConsentNote } from './consent-note.tsx';
import { contactCopyIn } from './contact-copy.ts';
import { useRef, useState, type FormEvent } from 'react';
import { checkContactMessage, normalizeContactFields } from '#rules/contact-rules.ts';
import { checkCv, cvAccept, cvMaxBytes, cvMessages } from '#rules/cv-file.ts';
import { cvMessageIn } from '#rules/cv-file.hi.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { readFirstTouch } from '../../lib/first-touch.ts';
import { applicationFields, applicationRefusal, type ApplicationField } from './application-refusal.ts';

import { SubmitButton } from './fields.tsx';
import { FormDialog } from './form-dialog.tsx';
import { HoneypotField, readHoneypot } from './honeypot-field.tsx';
import { markHydrated } from '#app/lib/hydrated-form.ts';

type Field = ApplicationField;
type Errors = Partial<Record<Field, string>>;
const empty = { name: '', email: '', phone: '', link: '', message: '' };

/** Where applications are sent (server/careers/applications.ts). */
export const applicationsEndpoint = '/api/careers/applications';

function showToast(kind: 'success' | 'error', title: string, description: string): void {
  void import('../../lib/toast.ts').then(({ toast }) => toast[kind](title, { description }));
}

/** The first problem with each field (the same rules the server applies), the CV read from its bytes. */
async function check(values: typeof empty, file: File | undefined, lang: Lang): Promise<Errors> {
  const errors: Errors = {};
  const copy = contactCopyIn(lang).applicationForm;
  const messages = lang === 'hi' ? (await import('#rules/contact-rules.hi.ts')).contactMessagesHi : undefined;
  const fields = normalizeContactFields('application', values);
  for (const problem of checkContactMessage('application', fields, messages))
    errors[problem.field as Field] ??= problem.message;
  const link = values.link.trim();
  if (link && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(link)) errors.link = copy.linkFormat;
  if (!file) errors.cv = cvMessageIn(cvMessages.required, lang);
  else if (file.size > cvMaxBytes) errors.cv = cvMessageIn(cvMessages.tooLarge, lang);
  else {
    const result = checkCv(new Uint8Array(await file.arrayBuffer()));
    if ('problem' in result) errors.cv = cvMessageIn(result.problem, lang);
  }
  return errors;
}

/**
 * The job application form (Full Name, Email, Phone optional, LinkedIn or portfolio optional,
 * Cover note, CV, Submit application) in a modal `<dialog>`, for one opening or an open
 * application. The CV is checked here by its bytes and size (rules/cv-file.ts) and again by the
 * server; a refusal shows its message next to the field and keeps everything typed and chosen.
 */
export function ApplicationDialog({ opening, onClose }: { opening: string | null | undefined; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState(empty);
  const [file, setFile] = useState<File | undefined>();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const lang = useLang();
  const { applicationForm: copy, formToasts, sendingLabel } = contactCopyIn(lang);

  const bind = (name: keyof typeof empty) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const found = await check(values, file, lang);
    setErrors(found);
    const first = applicationFields.find((f) => found[f]);
    if (first) {
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      const consent = {
        consent_version: consentVersionIn('application', lang),
        ...(lang === 'en' ? {} : { lang }),
      };
      for (const [key, value] of Object.entries({ ...values, opening: opening ?? '', ...consent, ...readFirstTouch() }))
        body.set(key, value);
      const honeypot = readHoneypot(form);
      if (honeypot) body.set('website', honeypot);
      body.set('cv', file!, file!.name);
      const res = await fetch(applicationsEndpoint, { method: 'POST', body });
      if (res.ok) {
        const sent = copy.sent(values.email.trim());
        showToast('success', sent.title, sent.description);
        setValues(empty);
        setFile(undefined);
        form.reset();
        setErrors({});
        dialog.current?.close();
        return;
      }
      const refusal = applicationRefusal(res.status, await res.json().catch(() => null), lang);
      if ('field' in refusal) setErrors({ [refusal.field]: refusal.message });
      else showToast('error', formToasts.sendFailed.title, refusal.toast);
    } catch {
      showToast('error', formToasts.sendFailed.title, formToasts.sendFailed.description);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      ref={dialog}
      open={opening !== undefined}
      onClose={onClose}
      heading={copy.headingFor(opening ?? null)}
      closeLabel={copy.closeLabel}
      width="w-[min(36rem,calc(100vw-2rem))]"
    >
      <form ref={markHydrated} noValidate onSubmit={(e) => void onSubmit(e)}>
        <div className="mt-5 grid gap-4">
          <FormField label={copy.fields.name} error={errors.name}>
            <Input autoComplete="name" required {...bind('name')} />
          </FormField>
          <FormField label={copy.fields.email} error={errors.email}>
            <Input type="email" autoComplete="email" inputMode="email" required {...bind('email')} />
          </FormField>
          <FormField label={copy.fields.phone} error={errors.phone} optional>
            <Input type="tel" autoComplete="tel" {...bind('phone')} />
          </FormField>
          <FormField label={copy.fields.link} error={errors.link} optional>
            <Input type="url" placeholder={copy.linkPlaceholder} {...bind('link')} />
          </FormField>
          <FormField label={copy.fields.message} error={errors.message}>
            <Textarea rows={5} required {...bind('message')} />
          </FormField>
          <FormField label={copy.fields.cv} error={errors.cv} hint={copy.cvHint}>
            <input
              type="file"
              name="cv"
              accept={cvAccept}
              required
              onChange={(event) => {
                setFile(event.target.files?.[0]);
                setErrors((e) => ({ ...e, cv: undefined }));
              }}
              className="block w-full rounded-md border border-slate-300 bg-white text-sm text-slate-700 file:mr-4 file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-medium file:text-brand-800"
            />
          </FormField>
        </div>
        <p className="mt-4 text-sm text-slate-700">{copy.note}</p>
        <FormConsentNote kind="application" lang={lang} className="mt-2" />
        <SubmitButton busy={busy} label={copy.submitLabel} busyLabel={sendingLabel} className="mt-5 w-full" />
        <HoneypotField />
      </form>
    </FormDialog>
  );
}

/** Await before rendering the form (contact-copy.ts). */
export { wordsReady } from './contact-copy.ts';
