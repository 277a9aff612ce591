import type { MetaDescriptor } from 'react-router';
import { langOfPath, type Lang } from '#rules/languages.ts';
import { ogImagePath, seo } from '../../lib/seo.ts';
import { breadcrumbJsonLd, trail, type Crumb } from './breadcrumb-trail.ts';

/**
 * An inner marketing page's address, name and search snippet: its route folder's seo.ts. The
 * document title gets the site name appended by `seo()`; the description is kept short enough
 * for search results (about 155 characters). A small module per page, so each page's start-up
 * JavaScript (its meta) carries its own entry and not the page's copy.
 */
export type PageSeo = {
  readonly path: string;
  /** The page's name: its breadcrumb label, and the eyebrow or title the page shows (its copy reads it here). */
  readonly crumb: string;
  readonly title: string;
  readonly description: string;
};

/** The Hindi page's name and search snippet (its path is the English page's under /hi). */
export type HindiSeo = Omit<PageSeo, 'path'>;

/**
 * What an inner marketing page's route module exports as `handle`: its seo.ts entries, for its
 * view (`hi` left out only by the staff's English preview, routes/admin/content-preview.tsx).
 */
export type PageHandle = { readonly seo: PageSeo; readonly hi?: HindiSeo };

/** The page's seo entry in `lang`; `path` stays the English path (seo() and trail() localise it). */
export function pageSeoIn(handle: PageHandle, lang: Lang): PageSeo {
  return lang === 'hi' && handle.hi ? { ...handle.hi, path: handle.seo.path } : handle.seo;
}

/** The breadcrumb trail of an inner page whose only parent is Home. */
export function pageTrail({ path, crumb }: PageSeo, lang: Lang = 'en'): readonly Crumb[] {
  return trail(lang, { label: crumb, href: path });
}

/**
 * Meta tags of an inner marketing page in the language of `pathname` (its route's location):
 * its title, description, canonical, hreflang alternates and BreadcrumbList.
 */
export function marketingMeta(handle: PageHandle, pathname: string): MetaDescriptor[] {
  const lang = langOfPath(pathname);
  const page = pageSeoIn(handle, lang);
  const { path, title, description } = page;
  return seo({
    title,
    description,
    path,
    lang,
    image: ogImagePath(path),
    jsonLd: [breadcrumbJsonLd(pageTrail(page, lang))],
  });
}

/** An inner marketing page's route `meta`: `marketingMeta` in its location's language. */
export function pageMeta(handle: PageHandle): (args: { location: { pathname: string } }) => MetaDescriptor[] {
  return ({ location }) => marketingMeta(handle, location.pathname);
}
