/**
 * Webinar registrations and lead sources through the real supabase-js client (ADR 029): a
 * registration is a lead with its webinar, a registration row and a confirmation email with the
 * .ics attached (one transaction); a repeat is answered as the first, and emailed 'already registered'; anyone
 * reads the counts, nobody but service_role the registrations; first-touch columns are stored
 * capped and cleaned.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { webinarRegistrationMessages } from '../../rules/webinar-schedule.ts';
import { scheduledWebinars } from '../fixtures/seeded-webinars.ts';
import { builtinPublishableKey } from '../../server/site/handler.ts';
import { clientAs, createUser, serviceRoleToken } from '../factories/users.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp, testSiteUrl, type TestApp } from '../setup/test-app.ts';
import { mailTo, uniqueEmail } from './auth-helpers.ts';
import { consented } from '../factories/consent.ts';

let ipCounter = 0;
function visitor(app: TestApp, token?: string): SupabaseClient {
  const headers: Record<string, string> = { 'X-Forwarded-For': `198.51.100.${++ipCounter}` };
  if (token) headers.Authorization = `Bearer ${token}`;
  return createClient(testSiteUrl, builtinPublishableKey, {
    global: { fetch: app.fetch, headers },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

const webinar = scheduledWebinars[2]!;

describe.each(dbKinds())('webinar registrations (%s)', (kind) => {
  let admin: SupabaseClient;

  // A per-address ceiling a prober reaches within a test (the default is sized for a school).
  const app = useTestApp(kind, { CONTACT_INBOX: 'leads@example.test', CONTACT_RATE_PER_ADDRESS_PER_10MIN: '5' });
  beforeAll(async () => {
    admin = clientAs(app, await serviceRoleToken(app.deps));
  });

  const register = (client: SupabaseClient, email: string, extra: Record<string, unknown> = {}) =>
    client
      .from('contact_messages')
      .insert(consented({ kind: 'webinar_registration', webinar_id: webinar.id, name: 'Asha Verma', email, ...extra }));

  it('stores a registration as a lead with its webinar and sends the invite', async () => {
    const email = uniqueEmail('register');
    const before = await visitor(app).from('webinar_registration_counts').select('*').eq('webinar_id', webinar.id);
    const counted = (before.data?.[0] as { registered?: number } | undefined)?.registered ?? 0;

    const res = await register(visitor(app), email, {
      organization: 'DPS Jaipur',
      landing_page: '/webinars?utm_source=newsletter',
      referrer: 'https://news.example/issue/4',
      utm_source: 'newsletter',
      utm_medium: 'email\u0007',
      utm_campaign: 'x'.repeat(500),
    });
    expect(res).toMatchObject({ error: null, status: 201 });

    const { data: leads } = await admin.from('contact_messages').select('*').eq('email', email);
    expect(leads).toHaveLength(1);
    expect(leads![0]).toMatchObject({
      kind: 'webinar_registration',
      subject: webinar.title,
      organization: 'DPS Jaipur',
      details: { webinar_id: webinar.id, webinar_title: webinar.title, starts_at: '2027-03-04T11:00:00+05:30' },
      landing_page: '/webinars?utm_source=newsletter',
      referrer: 'https://news.example/issue/4',
      utm_source: 'newsletter',
      utm_medium: 'email',
    });
    expect(leads![0].utm_campaign).toHaveLength(200);

    const { data: regs } = await admin.from('webinar_registrations').select('*').eq('email', email);
    expect(regs).toMatchObject([{ webinar_id: webinar.id, name: 'Asha Verma', organization: 'DPS Jaipur' }]);

    const after = await visitor(app).from('webinar_registration_counts').select('*').eq('webinar_id', webinar.id);
    expect(after.data).toEqual([{ webinar_id: webinar.id, registered: counted + 1 }]);

    const [confirmation] = await mailTo(app, email);
    expect(confirmation?.subject).toBe(`You're registered: ${webinar.title}`);
    expect(confirmation?.attachments).toEqual([
      {
        filename: 'webinar.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        size: expect.any(Number),
      },
    ]);
    const [company] = await mailTo(app, 'leads@example.test');
    expect(company?.text).toContain('Campaign: newsletter / email / ');
  });

  it('answers a repeat registration exactly as the first and tells the visitor by email (#26: no oracle)', async () => {
    const email = uniqueEmail('again');
    const first = await register(visitor(app), email);
    expect(first).toMatchObject({ error: null, status: 201 });
    const again = await register(visitor(app), email.toUpperCase());
    expect(again).toMatchObject({ error: null, status: first.status, statusText: first.statusText, data: first.data });
    const { data } = await admin.from('contact_messages').select('id').ilike('email', email);
    expect(data).toHaveLength(1);
    const { data: regs } = await admin.from('webinar_registrations').select('id').ilike('email', email);
    expect(regs).toHaveLength(1);
    const mails = await mailTo(app, email.toUpperCase());
    const notice = mails.find((m) => m.subject === `You're already registered: ${webinar.title}`);
    expect(notice?.text).toContain('This address was already registered for this webinar');
    expect(notice?.attachments).toEqual([expect.objectContaining({ filename: 'webinar.ics' })]);
  });

  it('applies its rate limit before looking the address up', async () => {
    const email = uniqueEmail('probe');
    expect((await register(visitor(app), email)).error).toBeNull();
    const prober = visitor(app);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await register(prober, i % 2 ? email : uniqueEmail('other'))).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 201 && s !== 429)).toEqual([]);
  });

  it('refuses unknown webinars and registrations without a webinar', async () => {
    const email = uniqueEmail('unknown');
    const res = await visitor(app)
      .from('contact_messages')
      .insert(consented({ kind: 'webinar_registration', webinar_id: 'nope', name: 'A', email }));
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(webinarRegistrationMessages.unknown);
    const stray = await visitor(app)
      .from('contact_messages')
      .insert(consented({ kind: 'contact', webinar_id: webinar.id, name: 'A', email, message: 'x' }));
    expect(stray.status).toBe(400);
  });

  it('never shows registrations to visitors or signed-in users', async () => {
    const anon = await visitor(app).from('webinar_registrations').select('*');
    expect(anon.error).toMatchObject({ code: '42501' });
    const user = await createUser(app.deps, { fullName: 'Reader' });
    // Signed-in users reach the table (staff read registrants, ADR 040) but row security shows
    // them none, though registrations exist.
    expect(
      (await admin.from('webinar_registrations').select('id', { count: 'exact', head: true })).count,
    ).toBeGreaterThan(0);
    const signedIn = await visitor(app, user.accessToken).from('webinar_registrations').select('email');
    expect(signedIn).toMatchObject({ error: null, data: [] });
    const direct = await visitor(app)
      .from('webinar_registrations')
      .insert({ webinar_id: webinar.id, email: 'a@b.co', name: 'A' });
    expect(direct.error).toMatchObject({ code: '42501' });
  });

  it('refuses a job application without its CV through /rest/v1', async () => {
    const res = await visitor(app)
      .from('contact_messages')
      .insert(consented({ kind: 'application', name: 'A', email: uniqueEmail('apply'), message: 'Hello' }));
    expect(res.status).toBe(400);
  });
});
