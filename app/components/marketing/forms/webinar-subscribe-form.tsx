import { BellRing } from '../../icons/forms.tsx';
import { formToasts, sendingLabel } from '../../../content/forms.ts';
import { webinarsPage } from '../../../content/webinars.ts';
import { FormField } from '../../ui/form-field.tsx';
import { Input } from '../../ui/input.tsx';
import { SubmitButton } from './fields.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { useMarketingForm } from './use-marketing-form.ts';

/** 'Subscribe to Webinar Updates': one email field and a button. */
export function WebinarSubscribeForm() {
  const copy = webinarsPage.subscribe;
  const form = useMarketingForm({
    kind: 'webinar',
    initial: { email: '' },
    fields: { email: 'email' },
    submit: (values, extras, code) => code.subscribeToWebinars(values, extras),
    failure: formToasts.sendFailed,
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      onFocus={form.prepare}
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
        <FormField label={copy.emailLabel} error={form.errors.email} className="flex-1">
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={copy.emailPlaceholder}
            {...form.field('email')}
          />
        </FormField>
        <SubmitButton busy={form.busy} label={copy.buttonLabel} busyLabel={sendingLabel} className="sm:mt-7" />
      </div>
      <HoneypotField />
    </form>
  );
}
