import { LoaderCircle } from '../../icons/forms.tsx';
import type { ChangeEvent, ComponentProps } from 'react';
import { FormField } from '../../ui/form-field.tsx';
import { Input, Textarea } from '../../ui/input.tsx';
import { Button, type ButtonProps } from '../../ui/button.tsx';

type Bound = {
  name: string;
  value: string;
  required: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
};

type Labelled = { label: string; error?: string | undefined; hint?: string; className?: string };

/** A labelled input bound to `useMarketingForm().field(name)`; optional fields say so in the label. */
export function TextField({
  label,
  error,
  hint,
  className,
  field,
  ...input
}: Labelled & { field: Bound } & Omit<ComponentProps<'input'>, keyof Bound | 'id'>) {
  return (
    <FormField label={label} error={error} optional={!field.required} className={className} {...(hint ? { hint } : {})}>
      <Input {...input} {...field} />
    </FormField>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  field,
  ...textarea
}: Labelled & { field: Bound } & Omit<ComponentProps<'textarea'>, keyof Bound | 'id'>) {
  return (
    <FormField label={label} error={error} optional={!field.required} className={className} {...(hint ? { hint } : {})}>
      <Textarea rows={5} {...textarea} {...field} />
    </FormField>
  );
}

/**
 * The submit button: while busy it shows `busyLabel` and a spinner and ignores presses, but
 * stays focusable (aria-disabled) so keyboard focus is not lost; a status region announces it.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className,
  ...props
}: { busy: boolean; label: string; busyLabel?: string } & Omit<ButtonProps, 'type' | 'children'>) {
  return (
    <>
      <Button type="submit" aria-disabled={busy || undefined} className={className} {...props}>
        {busy && busyLabel ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            {busyLabel}
          </>
        ) : (
          label
        )}
      </Button>
      <span role="status" className="sr-only">
        {busy && busyLabel ? busyLabel : ''}
      </span>
    </>
  );
}
