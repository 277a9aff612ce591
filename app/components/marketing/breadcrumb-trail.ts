import { localPath } from '#app/lib/local-path.ts';
import { type Lang } from '#rules/languages.ts';
import { absoluteUrl } from '../../lib/seo.ts';

export type Crumb = {
  readonly label: string;
  readonly href: string;
};

/** The first crumb's label in each language. */
const homeLabel: Readonly<Record<Lang, string>> = { en: 'Home', hi: 'मुखपृष्ठ' };

/**
 * The trail of an inner page: Home, then the given crumbs (the last one is the page itself). On
 * a Hindi page (`lang` 'hi') the crumbs' English paths become their Hindi pages.
 */
export function trail(...crumbs: Crumb[]): readonly Crumb[];
export function trail(lang: Lang, ...crumbs: Crumb[]): readonly Crumb[];
export function trail(...args: (Lang | Crumb)[]): readonly Crumb[] {
  const lang: Lang = typeof args[0] === 'string' ? args[0] : 'en';
  const crumbs = args.filter((arg): arg is Crumb => typeof arg !== 'string');
  return [{ label: homeLabel[lang], href: '/' }, ...crumbs].map((crumb) => ({
    label: crumb.label,
    href: localPath(crumb.href, lang),
  }));
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
