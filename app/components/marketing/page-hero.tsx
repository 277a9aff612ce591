import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { useLang } from '../../lib/lang.ts';
import { pageSeoIn, pageTrail, type PageHandle, type PageSeo } from './page-meta.ts';

/**
 * The current marketing page's seo.ts entry, from its route's `handle`: the view takes the page's
 * name and breadcrumb trail from there instead of importing seo.ts itself, which would pull that
 * module out of the route's own chunk into a chunk of its own (one more start-up file). Here, not
 * in page-meta.ts, which is start-up code.
 */
export function usePageSeo(): PageSeo {
  const handle = useMatches().at(-1)?.handle as Partial<PageHandle> | undefined;
  const lang = useLang();
  if (!handle?.seo) throw new Error('A marketing page route exports `handle = { seo, hi }`.');
  return pageSeoIn(handle as PageHandle, lang);
}

/**
 * The top of every inner marketing page: breadcrumb trail and eyebrow (from the route's `handle`,
 * page-meta.ts), the page's one h1, a lead
 * paragraph, optional actions and an optional decorative illustration.
 */
export function PageHero({
  eyebrow,
  title,
  description,
  image,
  children,
}: {
  /** Above the h1; the page's name (its seo.ts `crumb`) when not given. */
  eyebrow?: string;
  title: string;
  description: string;
  image?: string | undefined;
  children?: ReactNode;
}) {
  const page = usePageSeo();
  const lang = useLang();
  return (
    <section className="relative overflow-hidden border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-teal-100/60 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 pt-6 pb-14 sm:px-6 sm:pb-20 lg:px-8">
        <Breadcrumbs crumbs={pageTrail(page, lang)} />
        <div className={image ? 'mt-8 grid items-center gap-10 lg:grid-cols-2 lg:gap-16' : 'mt-8 max-w-3xl'}>
          <div>
            <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">{eyebrow ?? page.crumb}</p>
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-brand-900 sm:text-4xl lg:text-5xl">
              {title}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-pretty text-slate-700">{description}</p>
            {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
          </div>
          {image ? (
            <img
              src={image}
              alt=""
              width={640}
              height={360}
              fetchPriority="high"
              className="aspect-video w-full rounded-2xl border border-brand-100 bg-white shadow-sm"
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** A page's hero of its words' `heading` and `intro` (`useWords`: the page's words hook). */
export function heroOf(useWords: () => { readonly heading: string; readonly intro: string }) {
  return function Hero() {
    const words = useWords();
    return <PageHero title={words.heading} description={words.intro} />;
  };
}
