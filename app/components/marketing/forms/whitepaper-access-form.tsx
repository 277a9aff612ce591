import { MailCheck } from '../../icons/forms.tsx';
import { sendingLabel } from '../../../content/forms.ts';
import { whitepapers, whitepapersPage } from '../../../content/whitepapers.ts';
import { FormField } from '../../ui/form-field.tsx';
import { fieldClass } from '../../ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { SubmitButton, TextField } from './fields.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import type { useWhitepaperAccess } from './use-whitepaper-access.ts';

export const whitepaperFormId = 'whitepaper-access';

/** The access form: Full Name, Work Email, which paper (or all), Get Access. */
export function WhitepaperAccessForm({ form }: { form: ReturnType<typeof useWhitepaperAccess> }) {
  const labels = whitepapersPage.accessForm;
  return (
    <form
      id={whitepaperFormId}
      noValidate
      onSubmit={form.onSubmit}
      onFocus={form.prepare}
      aria-labelledby="whitepaper-access-heading"
      className="scroll-mt-24 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
    >
      <h2 id="whitepaper-access-heading" className="text-lg font-semibold text-brand-900">
        {labels.heading}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">{labels.description}</p>
      <div className="mt-5 grid gap-4">
        <TextField
          label={labels.nameLabel}
          autoComplete="name"
          field={form.field('name')}
          error={form.errors.name}
          data-whitepaper-name=""
        />
        <TextField
          label={labels.emailLabel}
          type="email"
          autoComplete="email"
          inputMode="email"
          field={form.field('email')}
          error={form.errors.email}
        />
        <FormField label={labels.paperLabel}>
          <select {...form.field('paper')} required={false} className={cn(fieldClass, 'h-10')}>
            <option value="">{labels.allPapersOption}</option>
            {whitepapers.map((paper) => (
              <option key={paper.id} value={paper.id}>
                {paper.title}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <HoneypotField />
      <p className="mt-4 flex gap-2 text-sm text-slate-700">
        <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
        {labels.deliveryNote}
      </p>
      <SubmitButton busy={form.busy} label={labels.submitLabel} busyLabel={sendingLabel} className="mt-5 w-full" />
    </form>
  );
}
