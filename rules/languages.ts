/**
 * The site's languages and where each lives (issue #29): English at today's URLs, Hindi under
 * `/hi`. Pure rules, used by the pages, the sitemap, the page cache and the mail.
 */
export const languages = ['en', 'hi'] as const;
export type Lang = (typeof languages)[number];

/** The path prefix of the Hindi pages. */
export const hindiPrefix = '/hi';

/** `<html lang>` and `hreflang` of each language; `Intl` formats dates and numbers with it. */
export const languageTag: Readonly<Record<Lang, string>> = { en: 'en-IN', hi: 'hi-IN' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language of a site path: Hindi for `/hi` and everything below it. */
export function langOfPath(pathname: string): Lang {
  return pathname === hindiPrefix || pathname.startsWith(`${hindiPrefix}/`) ? 'hi' : 'en';
}

/** A site path without its language prefix: `/hi/contact` → `/contact`, `/hi` → `/`. */
export function pathWithoutLang(pathname: string): string {
  if (langOfPath(pathname) === 'en') return pathname;
  return pathname.slice(hindiPrefix.length) || '/';
}

/**
 * The same page in another language: `/contact` → `/hi/contact`, `/` → `/hi`, `/hi/blog` →
 * `/blog`. Query and hash are kept; a path that is not a site path (`https:`, `mailto:`) is
 * returned as it is.
 */
export function pathInLang(path: string, lang: Lang): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? '' : path.slice(cut);
  const bare = pathWithoutLang(pathname);
  if (lang === 'en') return `${bare}${rest}`;
  return `${bare === '/' ? hindiPrefix : `${hindiPrefix}${bare}`}${rest}`;
}
