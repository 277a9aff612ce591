import { absoluteUrl } from '../../lib/seo.ts';

export type Crumb = {
  readonly label: string;
  readonly href: string;
};

/** The trail of an inner page: Home, then the given crumbs (the last one is the page itself). */
export function trail(...crumbs: Crumb[]): readonly Crumb[] {
  return [{ label: 'Home', href: '/' }, ...crumbs];
}

/** schema.org BreadcrumbList for the same trail the page shows. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href),
    })),
  };
}
