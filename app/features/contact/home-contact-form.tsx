import { useContactCopy } from './contact-copy.ts';
import { ContactFormFrame, ContactTextField, SubmitButton } from './fields.tsx';
import { Send } from './icons.tsx';
import { useContactForm } from './use-contact-form.ts';

/**
 * The home page's contact form: name, email and message required (email checked for shape),
 * organization optional; on success the 'Message sent!' toast and a cleared form.
 */
export function HomeContactForm() {
  const { homeContactForm: copy, formToasts } = useContactCopy();
  const form = useContactForm({
    kind: 'home',
    labels: copy.fields,
    sent: () => formToasts.messageSent,
  });
  return (
    <ContactFormFrame form={form} aria-label={copy.label} className="grid gap-5 sm:grid-cols-2">
      <ContactTextField form={form} name="name" size="lg" />
      <ContactTextField form={form} name="email" size="lg" />
      <ContactTextField form={form} name="organization" size="lg" className="sm:col-span-2" />
      <ContactTextField form={form} name="message" size="lg" className="sm:col-span-2" />
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <SubmitButton busy={form.busy} label={copy.submitLabel} icon={<Send aria-hidden="true" />} size="xl" />
        <p className="text-sm text-slate-600">{copy.responseNote}</p>
      </div>
    </ContactFormFrame>
  );
}

/** Await before rendering the form (contact-copy.ts). */
export { wordsReady } from './contact-copy.ts';
