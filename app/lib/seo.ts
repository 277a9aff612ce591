import type { MetaDescriptor } from 'react-router';
import { siteIdentity as site } from '../../config/site-identity.ts';
import { languageTag, langOfPath, languages, pathInLang, type Lang } from '../../rules/languages.ts';
import { localPath } from './local-path.ts';

export type SeoInput = {
  title: string;
  description: string;
  /** Site-relative path of the canonical URL, e.g. '/careers'. */
  path: string;
  /**
   * Site-relative or absolute preview image for Open Graph / Twitter cards: always a 1200×630 PNG
   * or JPEG (`ogImagePath`, a post's `/og/blog/…`, or the default); other sizes or formats
   * (SVG) are not shown by social sites.
   */
  image?: string;
  type?: 'website' | 'article';
  /** Extra JSON-LD objects for this page (Organization is added site-wide by the root). */
  jsonLd?: Record<string, unknown>[];
  /**
   * The language of this rendering of a page that exists in both languages (issue #29): `path`
   * stays the English path, the canonical is the page in `lang` itself, and the head gets the
   * `hreflang` alternates (en-IN, hi-IN, x-default: English) and a WebPage JSON-LD with
   * `inLanguage`. Left out for a page with one language only (the editors, the staff area).
   */
  lang?: Lang;
};

/** The `hreflang` alternates of a page that exists in both languages; x-default is the English page. */
export function languageAlternates(path: string): { hrefLang: string; href: string }[] {
  return [
    ...languages.map((lang) => ({ hrefLang: languageTag[lang], href: absoluteUrl(pathInLang(path, lang)) })),
    { hrefLang: 'x-default', href: absoluteUrl(pathInLang(path, 'en')) },
  ];
}

const ogLocale = (lang: Lang) => languageTag[lang].replace('-', '_');

export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site.url.replace(/\/$/, '')}${pathOrUrl}`;
}

/** The preview image generated for a page (prerendered: react-router.config.ts, routes/resources/og-page-image.ts). */
export function ogImagePath(path: string): string {
  return path === '/' ? '/og/home.png' : `/og${path}.png`;
}

export const ogImageSize = { width: 1200, height: 630 } as const;

/** Title, description, canonical, Open Graph, Twitter card and JSON-LD for one page. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const lang = input.lang ?? 'en';
  const url = absoluteUrl(pathInLang(input.path, lang));
  const image = absoluteUrl(input.image ?? '/images/og-default.png');
  const title = input.title.includes(site.name) ? input.title : `${input.title} | ${site.name}`;
  return [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: /\.jpe?g(\?|$)/.test(image) ? 'image/jpeg' : 'image/png' },
    { property: 'og:image:width', content: String(ogImageSize.width) },
    { property: 'og:image:height', content: String(ogImageSize.height) },
    { property: 'og:image:alt', content: title },
    { property: 'og:locale', content: ogLocale(lang) },
    ...(input.lang === undefined
      ? []
      : [
          { property: 'og:locale:alternate', content: ogLocale(lang === 'en' ? 'hi' : 'en') },
          ...languageAlternates(input.path).map((alt) => ({ tagName: 'link', rel: 'alternate', ...alt })),
        ]),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
    ...(input.jsonLd ?? []).map((data) => ({ 'script:ld+json': data })),
    ...(input.lang === undefined
      ? []
      : [
          {
            'script:ld+json': {
              '@context': 'https://schema.org',
              '@type': 'WebPage',
              name: title,
              description: input.description,
              url,
              inLanguage: languageTag[lang],
            },
          },
        ]),
  ];
}

/**
 * The meta of a page kept out of search results (an account page): its seo() with the title and
 * description of its copy in the page's language, at `path` in that language, and `noindex`.
 */
export function noindexPageMeta(
  copyIn: (lang: Lang) => { metaTitle: string; metaDescription: string },
  path: string,
): (args: { location: { pathname: string } }) => MetaDescriptor[] {
  return ({ location }) => {
    const lang = langOfPath(location.pathname);
    const copy = copyIn(lang);
    return [
      ...seo({ title: copy.metaTitle, description: copy.metaDescription, path: localPath(path, lang) }),
      { name: 'robots', content: 'noindex' },
    ];
  };
}
