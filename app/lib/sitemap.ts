import { prerenderPaths } from './prerender-paths.ts';
import { buildDate } from './build-info.ts';

/** One <url> of /sitemap.xml. `path` is site-relative; `lastmod` is a W3C date (YYYY-MM-DD or full ISO). */
export type SitemapEntry = {
  path: string;
  lastmod: string;
  changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
};

/**
 * A source of sitemap entries. Adding pages to the sitemap means adding one source to
 * `sitemapSources` (e.g. the blog's published posts, read through supabase-js on the server).
 * A source may be async; the loader runs all of them in parallel.
 */
export type SitemapSource = (request: Request) => SitemapEntry[] | Promise<SitemapEntry[]>;

/** The prerendered marketing pages: their content changes only with a new build. */
export const marketingPages: SitemapSource = () =>
  prerenderPaths.map((path) => ({
    path,
    lastmod: buildDate,
    changefreq: path === '/' ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : path.startsWith('/products/') ? 0.9 : 0.7,
  }));

/** Public pages rendered per request: the blog listing and the account pages anyone may open. */
export const publicAppPages: SitemapSource = () => [
  { path: '/blog', lastmod: buildDate, changefreq: 'daily', priority: 0.8 },
  { path: '/signup', lastmod: buildDate, changefreq: 'yearly', priority: 0.3 },
  { path: '/login', lastmod: buildDate, changefreq: 'yearly', priority: 0.3 },
];

export const sitemapSources: SitemapSource[] = [marketingPages, publicAppPages];

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The sitemap document for `origin` (no trailing slash); a path listed twice appears once. */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const parts = [
      `<loc>${escapeXml(`${origin}${entry.path}`)}</loc>`,
      `<lastmod>${escapeXml(entry.lastmod)}</lastmod>`,
    ];
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    urls.push(`  <url>${parts.join('')}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
