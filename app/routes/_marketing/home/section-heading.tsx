import type { ReactNode } from 'react';

/** A home section's eyebrow, h2 and intro. `tone="dark"` is for the indigo band. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  centered = false,
  tone = 'light',
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  centered?: boolean;
  tone?: 'light' | 'dark';
}) {
  const dark = tone === 'dark';
  return (
    <div className={centered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      <p className={`text-sm font-semibold tracking-wider uppercase ${dark ? 'text-teal-300' : 'text-teal-700'}`}>
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${dark ? 'text-white' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      {intro ? (
        <p className={`mt-4 text-lg leading-relaxed ${dark ? 'text-indigo-100' : 'text-slate-600'}`}>{intro}</p>
      ) : null}
    </div>
  );
}

/** Vertical rhythm and width shared by the home sections; `scroll-mt` clears the sticky header. */
export const sectionClass = 'scroll-mt-16 py-16 sm:py-24';
export const containerClass = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';

/** A home band: its section (the anchor `id`, named by its heading), the container and the heading, then `children`. */
export function HomeSection({
  id,
  headingId,
  className,
  copy,
  centered,
  tone,
  children,
}: {
  id: string;
  headingId: string;
  /** Classes after the shared vertical rhythm (a background). */
  className: string;
  copy: { eyebrow: string; heading: string; intro?: string };
  centered?: boolean;
  tone?: 'light' | 'dark';
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={`${sectionClass} ${className}`}>
      <div className={containerClass}>
        <SectionHeading
          id={headingId}
          eyebrow={copy.eyebrow}
          title={copy.heading}
          intro={copy.intro}
          centered={centered}
          tone={tone}
        />
        {children}
      </div>
    </section>
  );
}

/** A section's paragraphs of prose under its heading. */
export function SectionParagraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return paragraphs.map((paragraph) => (
    <p key={paragraph.slice(0, 32)} className="mt-6 text-lg leading-relaxed text-slate-600">
      {paragraph}
    </p>
  ));
}
