import { pathInLang, type Lang } from '../../rules/languages.ts';

/**
 * Site paths that exist in English only (no `/hi` route, app/routes.ts): the staff area, the
 * blog's editors, the social redirects, machine-readable resources and the APIs. `/auth/confirm`
 * has a Hindi twin (`/hi/auth/confirm`); only the auth API beside it is English-only.
 * local-path.test.ts checks this list against app/routes.ts.
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
  '/auth/v1/',
  '/rest/',
  '/storage/',
  '/api/',
];

/**
 * The one call for a link on a page (pages and features; `pathInLang` stays beneath it, for
 * rules and server code). An internal link on a page in `lang`: the same page in that language where there is one, so a
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
