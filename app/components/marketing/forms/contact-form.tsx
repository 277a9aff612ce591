import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { contactPage, contactTopicMaxLength, contactTopicParam } from '../../../content/contact.ts';
import { formToasts, sendingLabel } from '../../../content/forms.ts';
import { TextAreaField, TextField, SubmitButton } from './fields.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { useMarketingForm } from './use-marketing-form.ts';

const empty = { name: '', email: '', phone: '', company: '', message: '' };

/**
 * The Contact Us form: name, email, phone, company, message. 'Sending...' while the message
 * is really being sent, then the 'Message sent!' toast and a cleared form. `?topic=` (from buttons elsewhere) prefills the
 * message after hydration, so the prerendered HTML and the first client render agree.
 */
export function ContactForm() {
  const labels = contactPage.form;
  const form = useMarketingForm({
    kind: 'contact',
    initial: empty,
    fields: { name: 'name', email: 'email', phone: 'phone', company: 'organization', message: 'message' },
    submit: (values, extras, code) => code.sendContactMessage(values, extras),
    failure: formToasts.sendFailed,
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
    <form noValidate onSubmit={form.onSubmit} onFocus={form.prepare} aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className="text-xl font-semibold text-slate-900">
        {labels.heading}
      </h2>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField label={labels.nameLabel} autoComplete="name" field={form.field('name')} error={form.errors.name} />
        <TextField
          label={labels.emailLabel}
          type="email"
          autoComplete="email"
          inputMode="email"
          field={form.field('email')}
          error={form.errors.email}
        />
        <TextField
          label={labels.phoneLabel}
          type="tel"
          autoComplete="tel"
          field={form.field('phone')}
          error={form.errors.phone}
        />
        <TextField
          label={labels.companyLabel}
          autoComplete="organization"
          field={form.field('company')}
          error={form.errors.company}
        />
        <TextAreaField
          label={labels.messageLabel}
          placeholder={labels.messagePlaceholder}
          className="sm:col-span-2"
          rows={6}
          field={form.field('message')}
          error={form.errors.message}
        />
      </div>
      <HoneypotField />
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          {labels.privacyNote}{' '}
          <Link to="/privacy" className="rounded-sm font-medium text-brand-700 underline underline-offset-2">
            {labels.privacyLinkLabel}
          </Link>
          .
        </p>
        <SubmitButton busy={form.busy} label={labels.submitLabel} busyLabel={sendingLabel} size="lg" />
      </div>
    </form>
  );
}
