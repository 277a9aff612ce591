import { pathInLang, type Lang } from '../../rules/languages.ts';

/**
 * Site paths that exist in English only (no `/hi` route, app/routes.ts): the staff area, the
 * blog's editors, the social redirects and machine-readable resources.
 */
const englishOnly = [
  '/admin',
  '/blog/create',
  '/blog/edit/',
  '/social/',
  '/rss.xml',
  '/sitemap.xml',
  '/robots.txt',
  '/og/',
  '/images/',
  '/auth/',
  '/rest/',
  '/storage/',
  '/api/',
];

/**
 * An internal link on a page in `lang`: the same page in that language where there is one, so a
 * Hindi visitor's links stay in Hindi (`/contact` → `/hi/contact`); an English-only page or an
 * external address as it is.
 */
export function localPath(href: string, lang: Lang): string {
  if (lang === 'en' || !href.startsWith('/') || href.startsWith('//')) return href;
  const bare = pathInLang(href, 'en');
  if (
    englishOnly.some(
      (prefix) =>
        bare === prefix ||
        bare.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) ||
        bare.startsWith(`${prefix}?`),
    )
  )
    return bare;
  return pathInLang(href, lang);
}
