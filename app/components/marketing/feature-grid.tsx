import { CircleCheck, type LucideIcon } from 'lucide-react';
import type { TitledText } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  /** One column, then three from medium screens on. */
  'md-3': 'md:grid-cols-3',
} as const;

const badgeTones = { brand: 'bg-brand-50 text-brand-700', amber: 'bg-amber-50 text-amber-800' } as const;

/**
 * Titled items as a grid of soft cards, each with an icon badge: the marketing pages' one card
 * grid. `icons` gives each item its own (in order; `icon` for the rest). Rendered as a list for
 * screen readers, an ordered one where the order means something.
 */
export function FeatureGrid({
  items,
  icon: Icon = CircleCheck,
  icons = [],
  columns = 3,
  tone = 'brand',
  ordered = false,
  className,
}: {
  items: readonly TitledText[];
  icon?: LucideIcon;
  icons?: readonly LucideIcon[];
  columns?: keyof typeof columnClasses;
  tone?: keyof typeof badgeTones;
  ordered?: boolean;
  className?: string;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={cn('grid gap-5', columnClasses[columns], className)}>
      {items.map((item, index) => {
        const ItemIcon = icons[index] ?? Icon;
        return (
          <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className={cn('inline-flex size-10 items-center justify-center rounded-lg', badgeTones[tone])}>
              <ItemIcon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{item.description}</p>
          </li>
        );
      })}
    </List>
  );
}

type BesideLook = { item: string; badge?: string; icon: string; title: string; text: string };

/**
 * The looks of `IconBesideList`'s items: on the indigo band, small cards, large cards (whose icon
 * sits in a badge).
 */
const besideLooks = {
  dark: {
    item: 'flex gap-4',
    icon: 'mt-0.5 size-6 shrink-0 text-teal-300',
    title: 'font-semibold text-white',
    text: 'mt-1 leading-relaxed text-indigo-100',
  },
  card: {
    item: 'flex gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm',
    icon: 'mt-0.5 size-5 shrink-0 text-teal-700',
    title: 'font-semibold text-slate-900',
    text: 'mt-1 text-sm leading-relaxed text-slate-700',
  },
  'large-card': {
    item: 'flex gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm',
    badge: 'flex size-12 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700',
    icon: 'size-6',
    title: 'text-lg font-semibold text-slate-900',
    text: 'mt-1.5 leading-relaxed text-slate-600',
  },
} as const satisfies Record<string, BesideLook>;

/**
 * Titled items as a list, each with its icon (decorative) beside its title and text. `icons` gives
 * each item its own (in order; `icon` for the rest), as in FeatureGrid.
 */
export function IconBesideList({
  items,
  icon: Icon = CircleCheck,
  icons = [],
  look,
  className,
}: {
  items: readonly TitledText[];
  icon?: LucideIcon;
  icons?: readonly LucideIcon[];
  look: keyof typeof besideLooks;
  className: string;
}) {
  const classes: BesideLook = besideLooks[look];
  return (
    <ul className={className}>
      {items.map((item, index) => {
        const ItemIcon = icons[index] ?? Icon;
        const icon = <ItemIcon aria-hidden="true" className={classes.icon} />;
        return (
          <li key={item.title} className={classes.item}>
            {classes.badge ? <span className={classes.badge}>{icon}</span> : icon}
            <div>
              <h3 className={classes.title}>{item.title}</h3>
              <p className={classes.text}>{item.description}</p>
            </div>
          </li>
        );
      })}
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
