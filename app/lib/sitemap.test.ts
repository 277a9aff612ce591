import { describe, expect, it } from 'vitest';
import { hindiPrerenderPaths, prerenderPaths } from './prerender-paths.ts';
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
    expect(entries.map((e) => e.path).sort()).toEqual([...prerenderPaths, ...hindiPrerenderPaths].sort());
    for (const entry of entries) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('renders absolute, escaped, de-duplicated URLs', () => {
    const xml = renderSitemap('https://example.org', [
      { path: '/', lastmod: '2026-11-22', priority: 1 },
      { path: '/a?b=1&c=2', lastmod: '2026-11-22', changefreq: 'weekly' },
      { path: '/', lastmod: '2026-11-23' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml=');
    expect(xml).toContain('<loc>https://example.org/</loc><lastmod>2026-11-22</lastmod><priority>1.0</priority>');
    expect(xml).toContain('<loc>https://example.org/a?b=1&amp;c=2</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('gives each page in both languages its hreflang alternates, on both URLs', async () => {
    const xml = renderSitemap('https://example.org', [
      ...(await marketingPages(request)),
      { path: '/blog/create', lastmod: '2026-11-22' },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const url = (loc: string) => xml.split('\n').find((line) => line.includes(`<loc>https://example.org${loc}</loc>`));
    for (const loc of ['/products/cloud-lms', '/hi/products/cloud-lms']) {
      const line = url(loc);
      expect(line).toContain(
        '<xhtml:link rel="alternate" hreflang="en-IN" href="https://example.org/products/cloud-lms"/>',
      );
      expect(line).toContain(
        '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://example.org/hi/products/cloud-lms"/>',
      );
      expect(line).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.org/products/cloud-lms"/>',
      );
    }
    expect(url('/hi')).toContain('hreflang="en-IN" href="https://example.org/"');
    expect(url('/')).toContain('hreflang="hi-IN" href="https://example.org/hi"');
    // A page with one language has no alternates.
    expect(url('/blog/create')).not.toContain('xhtml:link');
  });

  it('includes the blog listing among its sources and never a private page', async () => {
    const paths = (await Promise.all(sitemapSources.map((s) => s(request)))).flat().map((e) => e.path);
    expect(paths).toContain('/blog');
    expect(paths).toContain('/hi/blog');
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
