import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const variants = {
  default: 'bg-brand-100 text-brand-800',
  accent: 'bg-amber-100 text-amber-900',
  teal: 'bg-teal-50 text-teal-800',
  outline: 'border border-slate-300 text-slate-700',
};

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & { variant?: keyof typeof variants | null }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        variants[variant ?? 'default'],
        className,
      )}
      {...props}
    />
  );
}
