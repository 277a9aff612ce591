import { useContactCopy } from './contact-copy.ts';
import { ContactFormFrame, ContactTextField, SubmitButton } from './fields.tsx';
import { useContactForm } from './use-contact-form.ts';

/** The support message form: name, email, subject and message, all required. */
export function SupportForm() {
  const { supportForm: copy, formToasts, sendingLabel } = useContactCopy();
  const form = useContactForm({
    kind: 'support',
    labels: copy.fields,
    sent: () => formToasts.messageSent,
  });
  return (
    <ContactFormFrame form={form} heading={{ id: 'support-form-heading', text: copy.heading }}>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <ContactTextField form={form} name="name" />
        <ContactTextField form={form} name="email" />
        <ContactTextField form={form} name="subject" placeholder={copy.subjectPlaceholder} className="sm:col-span-2" />
        <ContactTextField form={form} name="message" className="sm:col-span-2" />
      </div>
      <SubmitButton busy={form.busy} label={copy.submitLabel} busyLabel={sendingLabel} size="lg" className="mt-6" />
    </ContactFormFrame>
  );
}

/** Await before rendering the form (contact-copy.ts). */
export { wordsReady } from './contact-copy.ts';
