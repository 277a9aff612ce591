import type { ReactNode } from 'react';

/** Joins class names, skipping empty ones (this module is in the start-up JavaScript: no clsx). */
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** A page band with the site's width and vertical rhythm. `tone` alternates the background. */
export function Section({
  id,
  tone = 'white',
  labelledBy,
  className,
  children,
}: {
  id?: string;
  tone?: 'white' | 'muted' | 'brand';
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={classes(
        'scroll-mt-20 py-14 sm:py-20',
        tone === 'muted' && 'bg-slate-50',
        tone === 'brand' && 'bg-brand-900 text-white',
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

/** The h2 of a section, with an optional eyebrow above and intro below. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'left',
  className,
}: {
  id: string;
  eyebrow?: string | undefined;
  title: string;
  intro?: string | undefined;
  align?: 'left' | 'center';
  className?: string;
}) {
  return (
    <div className={classes('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-balance text-brand-900 sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-base leading-relaxed text-pretty text-slate-700 sm:text-lg">{intro}</p> : null}
    </div>
  );
}
