import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useContactCopy } from './contact-copy.ts';
import { ContactFormFrame, ContactTextField, SubmitButton } from './fields.tsx';
import { contactTopicMaxLength, contactTopicParam } from './topic.ts';
import { useContactForm } from './use-contact-form.ts';

/**
 * The Contact Us form: name, email, phone, company, message. 'Sending...' while the message is
 * really being sent, then the 'Message sent!' toast and a cleared form. `?topic=` (from buttons
 * elsewhere) prefills the message after hydration, so the prerendered HTML and the first client
 * render agree.
 */
export function ContactUsForm() {
  const { contactUsForm: copy, formToasts, sendingLabel } = useContactCopy();
  const form = useContactForm({
    kind: 'contact',
    labels: copy.fields,
    sent: () => formToasts.contactPageSent,
  });
  const [params] = useSearchParams();
  const topic = params.get(contactTopicParam)?.trim().slice(0, contactTopicMaxLength) ?? '';
  const { setValue } = form;
  useEffect(() => {
    if (topic) setValue('message', `${topic}\n\n`);
    // Prefill once per topic; later edits belong to the visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [topic]);

  return (
    <ContactFormFrame form={form} heading={{ id: 'contact-form-heading', text: copy.heading }}>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <ContactTextField form={form} name="name" />
        <ContactTextField form={form} name="email" />
        <ContactTextField form={form} name="phone" />
        <ContactTextField form={form} name="organization" />
        <ContactTextField
          form={form}
          name="message"
          placeholder={copy.messagePlaceholder}
          rows={6}
          className="sm:col-span-2"
        />
      </div>
      <div className="mt-6 flex justify-end">
        <SubmitButton busy={form.busy} label={copy.submitLabel} busyLabel={sendingLabel} size="lg" />
      </div>
    </ContactFormFrame>
  );
}

/** Await before rendering the form (contact-copy.ts). */
export { wordsReady } from './contact-copy.ts';
