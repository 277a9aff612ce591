/**
 * Security headers on every kind of HTML response of the production server (prerendered
 * marketing pages, server-rendered pages, the not-found page) and bad input to the site's own
 * routes: a CSP whose script-src allows inline script only by nonce, nosniff, a Referrer-Policy
 * and frame-ancestors 'none'; malformed paths answer 4xx pages, never a 500 or a stack trace.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser.ts';

const htmlPages = [
  '/', // prerendered
  '/products/ai-learning',
  '/careers',
  '/privacy',
  '/sitemap',
  '/blog', // server-rendered
  '/blog/00000000-0000-0000-0000-000000000000',
  '/login',
  '/signup',
  '/profile',
  '/blog/create',
  '/no/such/page', // not found
];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

describe('security headers on HTML responses', () => {
  it.each(htmlPages)('%s', async (path) => {
    const res = await fetch(`${baseUrl()}${path}`);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    const d = directives(csp);
    const scriptSrc = d.get('script-src') ?? d.get('default-src') ?? [];
    expect(scriptSrc, csp).not.toContain("'unsafe-inline'");
    expect(scriptSrc, csp).not.toContain("'unsafe-eval'");
    expect(
      scriptSrc.some((s) => s.startsWith("'nonce-")),
      csp,
    ).toBe(true);
    expect(d.get('frame-ancestors'), csp).toEqual(["'none'"]);
    expect(d.get('object-src'), csp).toEqual(["'none'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toMatch(
      /^(no-referrer|strict-origin|strict-origin-when-cross-origin|same-origin)$/,
    );

    // Every inline script of the page carries this response's nonce (or is JSON-LD data).
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const html = await res.text();
    for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
      if (/type="application\/ld\+json"/.test(tag)) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it('gives each response its own nonce', async () => {
    const a = (await fetch(`${baseUrl()}/`)).headers.get('content-security-policy');
    const b = (await fetch(`${baseUrl()}/`)).headers.get('content-security-policy');
    expect(a).not.toBe(b);
  });
});

describe('bad input to the site routes', () => {
  it.each([
    '/blog/%E0%A4%A',
    '/blog/not-a-uuid',
    `/blog/${'a'.repeat(5000)}`,
    '/blog?page=-1&category=%00&q=%3Cscript%3E',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2F..%2Fpackage.json',
    '/assets/..%2F..%2Fserver%2Findex.ts',
    '/blog/edit/%3Cscript%3E',
  ])('%s answers a page, not a 500 or a stack', async (path) => {
    const res = await fetch(`${baseUrl()}${path}`);
    expect(res.status).toBeLessThan(500);
    const body = await res.text();
    expect(body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|"name": "aravali/);
  });
});
