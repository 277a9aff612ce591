/**
 * The site's own JSON endpoints (/api/*) refuse in one shape, the one /rest/v1 answers with
 * (`{code, message, details, hint}`, rules/api-error.ts): a stable code per status, the message
 * the page shows, `details` naming the field, and Retry-After on a 429. The refusals of each
 * endpoint's own input are in its own tests (job-applications, site search); here: the limits
 * and the failures every endpoint shares.
 */
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../rules/contact-rules.ts';
import { searchMessages } from '../../rules/site-search.ts';
import { rateLimitKey } from '../../server/lib/client-ip.ts';
import { hitRateLimit } from '../../server/lib/rate-limit.ts';
import { contactRateLimit } from '../../server/contact/intake.ts';
import { searchRateLimit } from '../../server/search/app.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';

describe('the /api/* error shape (pglite)', () => {
  const app = useTestApp('pglite');

  /** Uses up a limit for one address, as that many earlier requests would have. */
  const useUp = async (prefix: string, ip: string, rule: { limit: number; windowSeconds: number }) => {
    for (let i = 0; i < rule.limit; i++) await hitRateLimit(app.deps.db, `${prefix}:${rateLimitKey(ip)}`, rule);
  };

  it('answers a search over its limit with 429, Retry-After and the message the box shows', async () => {
    await useUp('search', '192.0.2.201', searchRateLimit);
    const res = await app.fetch(`${testSiteUrl}/api/search?q=lab`, { headers: { 'X-Forwarded-For': '192.0.2.201' } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(await res.json()).toEqual({
      code: 'over_request_rate_limit',
      message: searchMessages.rateLimited,
      details: null,
      hint: null,
    });
  });

  it('counts the assistant’s answers from site content against the search limit (ADR 039)', async () => {
    await useUp('search', '192.0.2.203', searchRateLimit);
    const res = await app.fetch(`${testSiteUrl}/api/assistant?q=lab`, {
      headers: { 'X-Forwarded-For': '192.0.2.203' },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(((await res.json()) as { code: string }).code).toBe('over_request_rate_limit');
    const long = await app.fetch(`${testSiteUrl}/api/assistant?q=${'x'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ code: 'validation_failed', message: searchMessages.tooLong });
    const ok = await app.fetch(
      `${testSiteUrl}/api/assistant?q=${encodeURIComponent('How is student data protected?')}`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ quotes: expect.any(Array), links: expect.any(Array) });
  });

  it('answers an application over the forms’ limit the same way', async () => {
    await useUp('contact', '192.0.2.202', contactRateLimit);
    const res = await app.fetch(`${testSiteUrl}/api/careers/applications`, {
      method: 'POST',
      body: new FormData(),
      headers: { 'X-Forwarded-For': '192.0.2.202' },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(await res.json()).toMatchObject({ code: 'over_request_rate_limit', message: contactMessages.rateLimited });
  });

  it('answers a body over the site’s cap with 413 payload_too_large', async () => {
    const res = await app.fetch(`${testSiteUrl}/api/search?q=lab`, {
      method: 'POST',
      body: 'x'.repeat(1024 * 1024 + 1),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      code: 'payload_too_large',
      message: 'Request body is larger than the limit of 1048576 bytes',
      details: null,
      hint: null,
    });
  });
});
