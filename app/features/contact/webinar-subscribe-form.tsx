import { useContactCopy } from './contact-copy.ts';
import { ContactFormFrame, ContactTextField, SubmitButton } from './fields.tsx';
import { BellRing } from './icons.tsx';
import { useContactForm } from './use-contact-form.ts';

/** 'Subscribe to Webinar Updates': one email field and a button. */
export function WebinarSubscribeForm() {
  const { webinarSubscribeForm: copy, formToasts, sendingLabel } = useContactCopy();
  const form = useContactForm({
    kind: 'webinar',
    labels: copy.fields,
    sent: (values) => formToasts.webinarSubscribed(values.email.trim()),
  });
  return (
    <ContactFormFrame
      form={form}
      aria-labelledby="subscribe-heading"
      className="grid gap-6 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8 lg:grid-cols-2 lg:items-center"
    >
      <div className="flex gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm">
          <BellRing aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="subscribe-heading" className="text-xl font-semibold text-brand-900">
            {copy.heading}
          </h2>
          <p className="mt-1 text-slate-700">{copy.description}</p>
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <ContactTextField form={form} name="email" placeholder={copy.emailPlaceholder} className="flex-1" />
        <SubmitButton busy={form.busy} label={copy.submitLabel} busyLabel={sendingLabel} className="sm:mt-7" />
      </div>
    </ContactFormFrame>
  );
}

/** Await before rendering the form (contact-copy.ts). */
export { wordsReady } from './contact-copy.ts';
