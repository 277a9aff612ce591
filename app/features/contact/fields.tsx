import type { ComponentProps, ReactNode } from 'react';
import { isContactField, type ContactField } from '#rules/contact-fields.ts';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { FormConsentNote } from './consent-note.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { LoaderCircle } from './icons.tsx';
import type { ContactFormState } from './use-contact-form.ts';
import { markHydrated } from '#app/lib/hydrated-form.ts';

/** What each contact field asks the browser for (the message is a text area). */
const controls: Partial<Record<ContactField, ComponentProps<'input'>>> = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  organization: { autoComplete: 'organization' },
};

function controlFor(name: string): ComponentProps<'input'> {
  return (isContactField(name) ? controls[name] : undefined) ?? {};
}

/**
 * One field of a contact form, bound to `useContactForm().field(name)`: its label (optional
 * fields say so), the control the contact field calls for, and its message. `size="lg"` is the
 * home section's taller control.
 */
export function ContactTextField<K extends string>({
  form,
  name,
  placeholder,
  rows,
  size,
  className,
  ...data
}: {
  form: ContactFormState<K>;
  name: K;
  placeholder?: string;
  rows?: number;
  size?: 'lg';
  className?: string;
} & { [data: `data-${string}`]: string }) {
  const field = form.field(name);
  const control =
    name === 'message' ? (
      <Textarea rows={rows ?? 5} placeholder={placeholder} fieldSize={size} {...data} {...field} />
    ) : (
      <Input {...controlFor(name)} placeholder={placeholder} fieldSize={size} {...data} {...field} />
    );
  return (
    <FormField label={form.labels[name]} error={form.errors[name]} optional={!field.required} className={className}>
      {control}
    </FormField>
  );
}

/**
 * A contact form's element: no native validation (the form checks with the shared rules), the
 * form's submit and first-focus handlers, then after `children` the form's privacy notice (the
 * words its message records) and the hidden honeypot field. With `heading`, an h2 that names the
 * form comes first.
 */
export function ContactFormFrame<K extends string>({
  form,
  heading,
  children,
  ...props
}: { form: ContactFormState<K>; heading?: { id: string; text: string }; children: ReactNode } & Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'onFocus' | 'noValidate'
>) {
  return (
    <form
      ref={markHydrated}
      noValidate
      onSubmit={form.onSubmit}
      onFocus={form.prepare}
      {...(heading ? { 'aria-labelledby': heading.id } : {})}
      {...props}
    >
      {heading ? (
        <h2 id={heading.id} className="text-xl font-semibold text-slate-900">
          {heading.text}
        </h2>
      ) : null}
      {children}
      <FormConsentNote kind={form.kind} lang={form.lang} className="mt-4" />
      <HoneypotField />
    </form>
  );
}

/**
 * The submit button: while busy it ignores presses (and with `busyLabel` shows it with a
 * spinner, announced by a status region), but stays focusable (aria-disabled) so keyboard
 * focus is not lost.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  icon,
  className,
  ...props
}: { busy: boolean; label: string; busyLabel?: string; icon?: ReactNode } & Omit<ButtonProps, 'type' | 'children'>) {
  return (
    <>
      <Button type="submit" aria-disabled={busy || undefined} className={className} {...props}>
        {busy && busyLabel ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            {busyLabel}
          </>
        ) : (
          <>
            {icon}
            {label}
          </>
        )}
      </Button>
      <span role="status" className="sr-only">
        {busy && busyLabel ? busyLabel : ''}
      </span>
    </>
  );
}
