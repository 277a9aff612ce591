import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.ts';
import { securityHeaders } from './security-headers.ts';

function app(https = false) {
  const a = new Hono<AppEnv>();
  a.use(securityHeaders({ dev: false, https }));
  a.get('/page', (c) => c.html(`<script nonce="${c.get('cspNonce')()}"></script>`));
  a.get('/raw', () => new Response('made by hand', { headers: { 'Content-Type': 'text/plain' } }));
  a.get('/api', (c) => c.json({ ok: true }));
  return a;
}

describe('securityHeaders', () => {
  it.each([
    ['/page', /script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}';/],
    ['/raw', /script-src 'self';/],
  ])(
    '%s: CSP (with a nonce when the response asked for one), nosniff, referrer policy, no framing',
    async (path, scriptSrc) => {
      const res = await app().request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(scriptSrc);
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it('gives the page the nonce of its own header, new for each response', async () => {
    const [a, b] = await Promise.all([app().request('/page'), app().request('/page')]);
    for (const res of [a, b]) {
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(await res.text()).toBe(`<script nonce="${nonce}"></script>`);
    }
    expect(a.headers.get('content-security-policy')).not.toBe(b.headers.get('content-security-policy'));
  });

  it('allows no inline script at all on a response that did not ask for a nonce', async () => {
    const res = await app().request('/api');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('nonce-');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('adds HSTS on an https site', async () => {
    const res = await app(true).request('/page');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('lets the browser reach exactly a hosted Supabase project, and nothing else', async () => {
    const a = new Hono<AppEnv>();
    a.use(securityHeaders({ dev: false, https: true, backendOrigin: 'https://abcd.supabase.co' }));
    a.get('/page', (c) => c.html('<p>hi</p>'));
    const csp = (await a.request('/page')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self' https://abcd.supabase.co;");
    expect(csp).toContain("img-src 'self' data: blob: https://abcd.supabase.co;");
    expect(csp).toContain("default-src 'self';");
    const plain = (await app().request('/page')).headers.get('content-security-policy') ?? '';
    expect(plain).toContain("connect-src 'self';");
    expect(plain).toContain("img-src 'self' data: blob:;");
  });
});
