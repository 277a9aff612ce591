import type { ReactNode } from 'react';

const headingClass = {
  h2: 'mt-3 text-xl font-semibold text-balance text-slate-900',
  h3: 'mt-3 text-lg font-semibold text-balance text-slate-900',
} as const;

/**
 * The card shell the marketing lists share (case studies, webinars, whitepapers): an article
 * named by its heading, a 16:9 image (lazy unless `eager`), then a padded column with the badge (or a row holding
 * it), the heading and the card's own content. `children` fill the column: a `mt-auto` child
 * sits at the bottom, so cards in a row line up.
 */
export function ImageCard({
  id,
  image,
  imageAlt = '',
  badge,
  title,
  level = 'h3',
  eager = false,
  lang,
  children,
}: {
  /** The language of `title` when it is not the page's (a content entry without its Hindi). */
  lang?: string | undefined;
  /** The heading's id, unique on the page. */
  id: string;
  image: string;
  /** The image's alt text: a library image's (ADR 038); '' (decorative) for the built-in pictures. */
  imageAlt?: string;
  badge: ReactNode;
  title: string;
  level?: 'h2' | 'h3';
  /**
   * Load the image at once, at high priority: for the first card of a list that starts in the
   * first screen, whose image is then the page's largest paint. Lazy images wait for layout.
   */
  eager?: boolean;
  children: ReactNode;
}) {
  const Heading = level;
  return (
    <article
      aria-labelledby={id}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <img
        src={image}
        alt={imageAlt}
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        {...(eager ? { fetchPriority: 'high' as const } : {})}
        decoding="async"
        className="aspect-video w-full border-b border-slate-100 bg-slate-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        {badge}
        <Heading id={id} lang={lang} className={headingClass[level]}>
          {title}
        </Heading>
        {children}
      </div>
    </article>
  );
}
