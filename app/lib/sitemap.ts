import { languages, languageTag, pathInLang, pathWithoutLang } from '../../rules/languages.ts';
import { prerenderPaths } from './prerender-paths.ts';
import { buildDate } from './build-info.ts';

/** One <url> of /sitemap.xml. `path` is site-relative; `lastmod` is a W3C date (YYYY-MM-DD or full ISO). */
export type SitemapEntry = {
  path: string;
  lastmod: string;
  changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
};

/** `<xhtml:link rel="alternate">` of a page in both languages: en-IN, hi-IN and x-default (English). */
export function sitemapAlternates(path: string): { hreflang: string; path: string }[] {
  const english = pathWithoutLang(path);
  return [
    ...languages.map((lang) => ({ hreflang: languageTag[lang], path: pathInLang(english, lang) })),
    { hreflang: 'x-default', path: english },
  ];
}

/**
 * Every entry of pages that exist in both languages, then the same page in Hindi (`/hi/…`) with
 * the same lastmod: each language's URL gets its alternates (renderSitemap).
 */
export function inBothLanguages(entries: readonly SitemapEntry[]): SitemapEntry[] {
  return entries.flatMap((entry) => [entry, { ...entry, path: pathInLang(entry.path, 'hi') }]);
}

/**
 * A source of sitemap entries. Adding pages to the sitemap means adding one source to
 * `sitemapSources` (e.g. the blog's published posts, read through supabase-js on the server).
 * A source may be async; the loader runs all of them in parallel.
 */
export type SitemapSource = (request: Request) => SitemapEntry[] | Promise<SitemapEntry[]>;

/** The prerendered marketing pages: their content changes only with a new build. */
export const marketingPages: SitemapSource = () =>
  inBothLanguages(
    prerenderPaths.map((path) => ({
      path,
      lastmod: buildDate,
      changefreq: path === '/' ? 'weekly' : 'monthly',
      priority: path === '/' ? 1 : path.startsWith('/products/') ? 0.9 : 0.7,
    })),
  );

/** Public pages rendered per request: the blog listing and the account pages anyone may open. */
export const publicAppPages: SitemapSource = () =>
  inBothLanguages([
    { path: '/blog', lastmod: buildDate, changefreq: 'daily', priority: 0.8 },
    { path: '/signup', lastmod: buildDate, changefreq: 'yearly', priority: 0.3 },
    { path: '/login', lastmod: buildDate, changefreq: 'yearly', priority: 0.3 },
  ]);

export const sitemapSources: SitemapSource[] = [marketingPages, publicAppPages];

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * The sitemap document for `origin` (no trailing slash); a path listed twice appears once. A
 * page listed in both languages (its English and its `/hi` path both present) gets its
 * `xhtml:link` alternates on both URLs.
 */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  const listed = new Set(entries.map((entry) => entry.path));
  for (const entry of entries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const parts = [
      `<loc>${escapeXml(`${origin}${entry.path}`)}</loc>`,
      `<lastmod>${escapeXml(entry.lastmod)}</lastmod>`,
    ];
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    const english = pathWithoutLang(entry.path);
    if (listed.has(english) && listed.has(pathInLang(english, 'hi'))) {
      for (const alt of sitemapAlternates(entry.path)) {
        parts.push(
          `<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(`${origin}${alt.path}`)}"/>`,
        );
      }
    }
    urls.push(`  <url>${parts.join('')}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths crawlers should leave alone: private pages, editors and the backend APIs. */
export const robotsDisallow = [
  '/admin',
  '/profile',
  '/account/',
  '/blog/create',
  '/blog/edit/',
  '/auth/',
  '/rest/',
  '/storage/',
  '/api/account/',
  '/_dev/',
];

export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...robotsDisallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The public origin: SITE_URL as the server publishes it to the page (the load context's public
 * environment), else the request's own origin.
 */
export function publicOrigin(request: Request, publicEnvJson: string | undefined): string {
  try {
    const siteUrl = publicEnvJson ? (JSON.parse(publicEnvJson) as { siteUrl?: unknown }).siteUrl : undefined;
    if (typeof siteUrl === 'string' && /^https?:\/\//.test(siteUrl)) return siteUrl.replace(/\/+$/, '');
  } catch {
    // Fall through to the request's origin.
  }
  return new URL(request.url).origin;
}
