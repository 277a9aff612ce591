import type { MetaDescriptor } from 'react-router';
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

/** What an inner marketing page's route module exports as `handle`: its seo.ts entry, for its view. */
export type PageHandle = { readonly seo: PageSeo };

/** The breadcrumb trail of an inner page whose only parent is Home. */
export function pageTrail({ path, crumb }: PageSeo): readonly Crumb[] {
  return trail({ label: crumb, href: path });
}

/** Meta tags of an inner marketing page: its title, description and BreadcrumbList. */
export function marketingMeta(page: PageSeo): MetaDescriptor[] {
  const { path, title, description } = page;
  return seo({ title, description, path, image: ogImagePath(path), jsonLd: [breadcrumbJsonLd(pageTrail(page))] });
}
