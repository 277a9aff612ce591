import type { MetaDescriptor } from 'react-router';
import type { PageSeo } from '../../content/page-seo.ts';
import { seo } from '../../lib/seo.ts';
import { breadcrumbJsonLd, trail, type Crumb } from './breadcrumb-trail.ts';

/** The breadcrumb trail of an inner page whose only parent is Home. */
export function pageTrail(path: string, label: string): readonly Crumb[] {
  return trail({ label, href: path });
}

/** Meta tags of an inner marketing page (its ./content/seo/ entry): its title and description, BreadcrumbList plus any extra JSON-LD. */
export function marketingMeta(
  { path, title, description }: PageSeo,
  crumbs: readonly Crumb[],
  options: { image?: string; jsonLd?: Record<string, unknown>[] } = {},
): MetaDescriptor[] {
  return seo({
    title,
    description,
    path,
    ...(options.image ? { image: options.image } : {}),
    jsonLd: [breadcrumbJsonLd(crumbs), ...(options.jsonLd ?? [])],
  });
}
