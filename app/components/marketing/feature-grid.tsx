import { CircleCheck, type LucideIcon } from 'lucide-react';
import type { TitledText } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';

/** Titled items as a grid of soft cards, each with an icon. Rendered as a list for screen readers. */
export function FeatureGrid({
  items,
  icon: Icon = CircleCheck,
  columns = 3,
  className,
}: {
  items: readonly TitledText[];
  icon?: LucideIcon;
  columns?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <ul
      className={cn(
        'grid gap-5 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
        className,
      )}
    >
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-700">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** A numbered sequence of steps (e.g. an implementation process), as an ordered list. */
export function StepList({ steps }: { steps: readonly TitledText[] }) {
  return (
    <ol className="grid gap-5 md:grid-cols-5">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 font-semibold text-slate-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-700">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** Short statements with a check mark each. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
          <span className="leading-relaxed text-slate-700">{item}</span>
        </li>
      ))}
    </ul>
  );
}
