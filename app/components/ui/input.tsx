import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A text field's shape, border, focus ring and states, without its colours. */
const fieldFrame =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-base placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600 sm:text-sm';

/** A text field (input, textarea, select). */
export const fieldClass = `${fieldFrame} bg-white text-slate-900`;

/** A read-only input is set apart from the ones the visitor can change. */
const readOnlyFieldClass = `${fieldFrame} bg-slate-50 text-slate-700`;

/** `fieldSize="lg"`: the taller field of the home page's contact section. */
type FieldSize = { fieldSize?: 'lg' | undefined };

export function Input({ className, type = 'text', fieldSize, ...props }: ComponentProps<'input'> & FieldSize) {
  const frame = props.readOnly ? readOnlyFieldClass : fieldClass;
  return <input type={type} className={cn(frame, fieldSize === 'lg' ? 'h-11' : 'h-10', className)} {...props} />;
}

export function Textarea({ className, fieldSize, ...props }: ComponentProps<'textarea'> & FieldSize) {
  return <textarea className={cn(fieldClass, fieldSize === 'lg' ? 'min-h-32' : 'min-h-24', className)} {...props} />;
}

/** A select's options, each with its value and label. */
export function Options({ items }: { items: readonly { value: string; label: string }[] }) {
  return items.map((item) => (
    <option key={item.value} value={item.value}>
      {item.label}
    </option>
  ));
}
