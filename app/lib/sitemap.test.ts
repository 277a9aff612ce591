import { describe, expect, it } from 'vitest';
import { prerenderPaths } from './prerender-paths.ts';
import {
  marketingPages,
  publicOrigin,
  renderRobots,
  renderSitemap,
  robotsDisallow,
  sitemapSources,
} from './sitemap.ts';

const request = new Request('http://127.0.0.1:4000/sitemap.xml');

describe('sitemap', () => {
  it('lists every prerendered page with a lastmod date', async () => {
    const entries = await marketingPages(request);
    expect(entries.map((e) => e.path)).toEqual(prerenderPaths);
    for (const entry of entries) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('renders absolute, escaped, de-duplicated URLs', () => {
    const xml = renderSitemap('https://example.org', [
      { path: '/', lastmod: '2026-11-22', priority: 1 },
      { path: '/a?b=1&c=2', lastmod: '2026-11-22', changefreq: 'weekly' },
      { path: '/', lastmod: '2026-11-23' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://example.org/</loc><lastmod>2026-11-22</lastmod><priority>1.0</priority>');
    expect(xml).toContain('<loc>https://example.org/a?b=1&amp;c=2</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('includes the blog listing among its sources and never a private page', async () => {
    const paths = (await Promise.all(sitemapSources.map((s) => s(request)))).flat().map((e) => e.path);
    expect(paths).toContain('/blog');
    for (const path of paths) expect(robotsDisallow.some((d) => path.startsWith(d))).toBe(false);
  });
});

describe('robots.txt', () => {
  it('allows everything public, disallows private paths and names the sitemap', () => {
    const text = renderRobots('https://example.org');
    expect(text).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/profile', '/blog/create', '/blog/edit/', '/auth/', '/rest/', '/storage/', '/_dev/'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain('Sitemap: https://example.org/sitemap.xml');
  });
});

describe('publicOrigin', () => {
  it('prefers SITE_URL from the public environment, else the request origin', () => {
    expect(publicOrigin(request, JSON.stringify({ siteUrl: 'https://example.org/' }))).toBe('https://example.org');
    expect(publicOrigin(request, '{not json')).toBe('http://127.0.0.1:4000');
    expect(publicOrigin(request, undefined)).toBe('http://127.0.0.1:4000');
  });
});
