import { cloneElement, useId, type ReactElement } from 'react';
import { cn } from '../../lib/cn.ts';
import { useLang } from '../../lib/lang.ts';
import { formFieldCopyIn } from './form-field-copy.ts';
import { Label } from './label.tsx';

type ControlProps = {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * A label, one control and its error message, wired for screen readers: the control gets the
 * id, `aria-invalid` and `aria-describedby` pointing at the hint and the error. "(optional)" is
 * in the page's language.
 */
export function FormField({
  label,
  error,
  hint,
  optional,
  className,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  className?: string;
  children: ReactElement<ControlProps>;
}) {
  const id = useId();
  const copy = formFieldCopyIn(useLang());
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-slate-500">{` ${copy.optional}`}</span> : null}
      </Label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
