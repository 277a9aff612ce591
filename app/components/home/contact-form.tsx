import { Send } from '../icons/forms.tsx';
import { contactSection } from '../../content/home-contact.ts';
import { formToasts } from '../../content/forms.ts';
import { HoneypotField } from '../marketing/forms/honeypot-field.tsx';
import { useMarketingForm } from '../marketing/forms/use-marketing-form.ts';
import { primaryButton } from '../header/styles.ts';
import { ContactField } from './contact-field.tsx';

const empty = { name: '', email: '', organization: '', message: '' };

/**
 * The home contact form: name, email and message required (email checked for shape), with the
 * messages next to their fields; on success the 'Message sent!' toast and a cleared form.
 */
export function HomeContactForm() {
  const labels = contactSection.fields;
  const form = useMarketingForm({
    kind: 'home',
    initial: empty,
    fields: { name: 'name', email: 'email', organization: 'organization', message: 'message' },
    submit: (values, extras, code) => code.submitHomeContact(values, extras),
    failure: formToasts.sendFailed,
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      onFocus={form.prepare}
      aria-label={contactSection.formLabel}
      className="grid gap-5 sm:grid-cols-2"
    >
      <ContactField label={labels.name} autoComplete="name" field={form.field('name')} error={form.errors.name} />
      <ContactField
        label={labels.email}
        type="email"
        autoComplete="email"
        field={form.field('email')}
        error={form.errors.email}
      />
      <ContactField
        label={labels.organization}
        optionalLabel={contactSection.optionalLabel}
        autoComplete="organization"
        className="sm:col-span-2"
        field={form.field('organization')}
        error={form.errors.organization}
      />
      <ContactField
        label={labels.message}
        multiline
        className="sm:col-span-2"
        field={form.field('message')}
        error={form.errors.message}
      />
      <HoneypotField />
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <button type="submit" aria-disabled={form.busy || undefined} className={`${primaryButton} h-12 px-6 text-base`}>
          <Send aria-hidden="true" className="size-4" />
          {contactSection.submitLabel}
        </button>
        <p className="text-sm text-slate-600">{contactSection.responseNote}</p>
      </div>
    </form>
  );
}
