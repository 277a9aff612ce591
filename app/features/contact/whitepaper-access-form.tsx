import { cn } from '../../lib/cn.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { fieldClass, Options } from '../../components/ui/input.tsx';
import { useContactCopy } from './contact-copy.ts';
import { ContactFormFrame, ContactTextField, SubmitButton } from './fields.tsx';
import { MailCheck } from './icons.tsx';
import { useContactForm } from './use-contact-form.ts';

/** The form's element id: each whitepaper card's 'Download PDF' links to it (and preselects its paper). */
export const whitepaperFormId = 'whitepaper-access';

export type WhitepaperChoice = { readonly id: string; readonly title: string };

/**
 * The access form: Full Name, Work Email, which paper (or all), Get Access. The message's
 * subject is the chosen paper's title. 'Download PDF' on a card preselects its paper through
 * the DOM (the whitepapers page's whitepaper-download.ts), before or after this code loads.
 */
export function WhitepaperAccessForm({ papers }: { papers: readonly WhitepaperChoice[] }) {
  const titleOf = (id: string) => papers.find((paper) => paper.id === id)?.title ?? null;
  const { whitepaperAccessForm: copy, formToasts, sendingLabel } = useContactCopy();
  const form = useContactForm({
    kind: 'whitepaper',
    labels: copy.fields,
    message: ({ name, email, paper }) => ({ name, email, subject: titleOf(paper) ?? copy.allPapersSubject }),
    sent: ({ email, paper }) => formToasts.whitepaperAccess(email.trim(), titleOf(paper)),
  });
  return (
    <ContactFormFrame
      form={form}
      id={whitepaperFormId}
      aria-labelledby="whitepaper-access-heading"
      className="scroll-mt-24 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
    >
      <h2 id="whitepaper-access-heading" className="text-lg font-semibold text-brand-900">
        {copy.heading}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">{copy.description}</p>
      <div className="mt-5 grid gap-4">
        <ContactTextField form={form} name="name" data-whitepaper-name="" />
        <ContactTextField form={form} name="email" />
        <FormField label={copy.fields.paper}>
          <select {...form.field('paper')} className={cn(fieldClass, 'h-10')}>
            <option value="">{copy.allPapersOption}</option>
            <Options items={papers.map((paper) => ({ value: paper.id, label: paper.title }))} />
          </select>
        </FormField>
      </div>
      <p className="mt-4 flex gap-2 text-sm text-slate-700">
        <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
        {copy.deliveryNote}
      </p>
      <SubmitButton busy={form.busy} label={copy.submitLabel} busyLabel={sendingLabel} className="mt-5 w-full" />
    </ContactFormFrame>
  );
}

/** Await before rendering the form (contact-copy.ts). */
export { wordsReady } from './contact-copy.ts';
