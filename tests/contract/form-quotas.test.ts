/**
 * Per-person quotas on the forms that write for a person (#26): one email address registers for
 * at most QUOTA_WEBINAR_REGISTRATIONS_PER_EMAIL_PER_DAY webinars (repeats counted, since each
 * sends an email) and sends at most QUOTA_APPLICATIONS_PER_EMAIL_PER_DAY job applications per
 * UTC day, from whichever network; over it a 429 `over_write_quota` with Retry-After and the
 * moment, nothing stored, no email sent. Other people behind the same address (a school) are not
 * held back by it.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../rules/api-error.ts';
import { consentVersionFor } from '../../rules/consent-notices.ts';
import { scheduledWebinars } from '../fixtures/seeded-webinars.ts';
import { builtinPublishableKey } from '../../server/site/handler.ts';
import { consented } from '../factories/consent.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';
import { mailTo, uniqueEmail } from './auth-helpers.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const quotaMessage = (what: string) =>
  new RegExp(`^Write limit reached: at most ${what} for one email address per day\\. Try again after (\\S+Z)\\.$`);

describe.each(dbKinds())('per-person form quotas (%s)', (kind) => {
  const app = useTestApp(kind, {
    CONTACT_INBOX: 'leads@example.test',
    QUOTA_WEBINAR_REGISTRATIONS_PER_EMAIL_PER_DAY: '2',
    QUOTA_APPLICATIONS_PER_EMAIL_PER_DAY: '1',
  });

  const visitor = (address: string): SupabaseClient =>
    createClient(testSiteUrl, builtinPublishableKey, {
      global: { fetch: app.fetch, headers: { 'X-Forwarded-For': address } },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  const register = (address: string, email: string, webinarId: string) =>
    visitor(address)
      .from('contact_messages')
      .insert(consented({ kind: 'webinar_registration', webinar_id: webinarId, name: 'Asha Verma', email }));
  const count = async (sql: string, params: unknown[]) =>
    Number((await app.deps.db.query<{ n: string }>(sql, params)).rows[0]!.n);

  it('one email address registers for at most the day’s quota of webinars, from any network', async () => {
    const email = uniqueEmail('quota-register');
    const [a, b, c] = scheduledWebinars;
    expect((await register('203.0.113.20', email, a!.id)).error).toBeNull();
    // A repeat counts: it is answered as a first and sends an email.
    expect((await register('203.0.113.21', email, a!.id)).error).toBeNull();
    // The third of the day, from yet another network and in other letter case, is refused.
    const over = await register('203.0.113.22', email.toUpperCase(), b!.id);
    expect(over.status).toBe(429);
    expect(over.error?.code).toBe('over_write_quota');
    expect(over.error?.message).toMatch(quotaMessage('2 webinar registrations'));
    const retryAt = new Date(quotaMessage('2 webinar registrations').exec(over.error!.message)![1]!);
    expect(retryAt.getTime()).toBeGreaterThan(Date.now());
    expect(retryAt.getTime() % 86_400_000).toBe(0); // the end of the UTC day
    expect(
      await count(`select count(*)::text as n from public.webinar_registrations where lower(email) = lower($1)`, [
        email,
      ]),
    ).toBe(1);
    expect(
      await count(`select count(*)::text as n from public.contact_messages where lower(email) = lower($1)`, [email]),
    ).toBe(1);

    // The raw answer carries Retry-After.
    const raw = await app.fetch(`${testSiteUrl}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: {
        apikey: builtinPublishableKey,
        'Content-Type': 'application/json',
        'X-Forwarded-For': '203.0.113.23',
      },
      body: JSON.stringify(consented({ kind: 'webinar_registration', webinar_id: c!.id, name: 'Asha Verma', email })),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await raw.json()) as ApiErrorBody).code).toBe('over_write_quota');

    // Another person at the first network (a colleague in the same school) still registers.
    const colleague = uniqueEmail('quota-colleague');
    expect((await register('203.0.113.20', colleague, b!.id)).error).toBeNull();
    expect(
      await count(`select count(*)::text as n from public.webinar_registrations where email = $1`, [colleague]),
    ).toBe(1);
  });

  it('one email address sends at most the day’s quota of job applications, nothing stored beyond it', async () => {
    const apply = (address: string, email: string) => {
      const body = new FormData();
      const fields = {
        consent_version: consentVersionFor.application,
        name: 'Kiran Rao',
        email,
        message: 'I build AR lessons for physics.',
      };
      for (const [k, v] of Object.entries(fields)) body.set(k, v);
      body.set('cv', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cv.pdf');
      return app.fetch(`${testSiteUrl}/api/careers/applications`, {
        method: 'POST',
        body,
        headers: { 'X-Forwarded-For': address },
      });
    };
    const email = uniqueEmail('quota-apply');
    expect((await apply('203.0.113.30', email)).status).toBe(201);
    const mailsBefore = (await mailTo(app, email)).length;
    const over = await apply('203.0.113.31', email);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await over.json()) as ApiErrorBody;
    expect(body.code).toBe('over_write_quota');
    expect(body.message).toMatch(quotaMessage('1 job application'));
    expect(
      await count(`select count(*)::text as n from public.contact_messages where kind = 'application' and email = $1`, [
        email,
      ]),
    ).toBe(1);
    expect((await mailTo(app, email)).length).toBe(mailsBefore);
    // No CV of the refused one in the bucket.
    expect(await count(`select count(*)::text as n from storage.objects where bucket_id = 'applications'`, [])).toBe(1);
    // A colleague at the same address applies.
    expect((await apply('203.0.113.30', uniqueEmail('quota-apply-colleague'))).status).toBe(201);
  });
});
