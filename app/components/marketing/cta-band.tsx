import type { ReactNode } from 'react';

/** The closing call to action of a page: a deep indigo panel with a heading, text and actions. */
export function CtaBand({
  id,
  heading,
  description,
  children,
}: {
  id: string;
  heading: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 text-center shadow-lg sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-24 -left-24 size-72 rounded-full bg-brand-700/60 blur-3xl"
        />
        <div className="relative">
          <h2 id={id} className="text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl">
            {heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-base leading-relaxed text-pretty text-brand-100 sm:text-lg">
            {description}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
        </div>
      </div>
    </section>
  );
}
