import { useId, type ChangeEvent } from 'react';

/**
 * The look of ui/input.tsx's `fieldClass`, repeated here so the home page's start-up JavaScript
 * does not take the ui input module and its `cn` for one class string.
 */
const fieldClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 aria-invalid:border-red-600 sm:text-sm';

type Bound = {
  name: string;
  value: string;
  required: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
};

/**
 * A labelled input or textarea with its error message, wired for assistive technology
 * (aria-invalid, aria-describedby). Native elements only, which keeps the home page's
 * start-up JavaScript small.
 */
export function ContactField({
  label,
  optionalLabel,
  error,
  field,
  multiline = false,
  type = 'text',
  autoComplete,
  className,
}: {
  label: string;
  optionalLabel?: string;
  error: string | undefined;
  field: Bound;
  multiline?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = {
    id,
    ...field,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    autoComplete,
  };
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {optionalLabel ? <span className="font-normal text-slate-600"> {optionalLabel}</span> : null}
      </label>
      {multiline ? (
        <textarea rows={5} className={`${fieldClass} min-h-32`} {...control} />
      ) : (
        <input type={type} className={`${fieldClass} h-11`} {...control} />
      )}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
