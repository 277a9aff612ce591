import { supportPage } from '../../../content/support.ts';
import { formToasts, sendingLabel } from '../../../content/forms.ts';
import { SubmitButton, TextAreaField, TextField } from './fields.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { useMarketingForm } from './use-marketing-form.ts';

const empty = { name: '', email: '', subject: '', message: '' };

/** The support message form: name, email, subject and message, all required. */
export function SupportForm() {
  const labels = supportPage.form;
  const form = useMarketingForm({
    kind: 'support',
    initial: empty,
    fields: { name: 'name', email: 'email', subject: 'subject', message: 'message' },
    submit: (values, extras, code) => code.sendSupportMessage(values, extras),
    failure: formToasts.sendFailed,
  });
  return (
    <form noValidate onSubmit={form.onSubmit} onFocus={form.prepare} aria-labelledby="support-form-heading">
      <h2 id="support-form-heading" className="text-xl font-semibold text-slate-900">
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
          label={labels.subjectLabel}
          placeholder={labels.subjectPlaceholder}
          className="sm:col-span-2"
          field={form.field('subject')}
          error={form.errors.subject}
        />
        <TextAreaField
          label={labels.messageLabel}
          className="sm:col-span-2"
          field={form.field('message')}
          error={form.errors.message}
        />
      </div>
      <HoneypotField />
      <SubmitButton busy={form.busy} label={labels.submitLabel} busyLabel={sendingLabel} size="lg" className="mt-6" />
    </form>
  );
}
