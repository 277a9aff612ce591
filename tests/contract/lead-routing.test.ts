/**
 * Each form's notifications reach their own inbox (ADR 040): the admin's choice in site_settings,
 * else the env override, else config/site.ts; every notification links to the lead in /admin, and
 * an application's carries a working, short-lived link to the CV and names the opening, but not
 * the cover note or the phone number. Through a real SMTP server on loopback.
 */
import { describe, expect, it } from 'vitest';
import { consentVersionFor } from '../../rules/consent-notices.ts';
import { consented } from '../factories/consent.ts';
import { clientAs, createUser } from '../factories/users.ts';
import { dbKinds } from '../setup/test-db.ts';
import { testSiteUrl, useTestAppWithSink } from '../setup/test-app.ts';
import { uniqueEmail } from './auth-helpers.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe.each(dbKinds())('lead routing and notifications (%s)', (kind) => {
  const run = useTestAppWithSink(kind, {
    CONTACT_INBOX: 'leads@example.test',
    CAREERS_INBOX: 'careers@example.test',
  });
  const app = run.app;

  const received = async (to: string, replyTo: string) => {
    await expect
      .poll(() => run.sink.messages.find((m) => m.to.includes(to) && m.replyTo === replyTo), { timeout: 10_000 })
      .toBeDefined();
    return run.sink.messages.find((m) => m.to.includes(to) && m.replyTo === replyTo)!;
  };

  it('sends an application to the careers inbox with a working CV link, the opening and the lead', async () => {
    const email = uniqueEmail('applicant');
    const body = new FormData();
    for (const [k, v] of Object.entries({
      consent_version: consentVersionFor.application,
      name: 'Kiran Rao',
      email,
      phone: '+91 98290 12345',
      message: 'I build AR lessons for physics.',
      opening: 'AR/VR Developer',
    }))
      body.set(k, v);
    body.set('cv', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'Kiran CV.pdf');
    const res = await app.fetch(`${testSiteUrl}/api/careers/applications`, { method: 'POST', body });
    expect(res.status).toBe(201);
    const mail = await received('careers@example.test', email);
    expect(run.sink.messages.some((m) => m.to.includes('leads@example.test') && m.replyTo === email)).toBe(false);
    const { rows } = await app.deps.db.query<{ id: string }>(
      `select id::text from public.contact_messages where email = $1`,
      [email],
    );
    expect(mail.text).toContain(`${testSiteUrl}/admin/leads/${rows[0]!.id}`);
    expect(mail.text).toContain('AR/VR Developer');
    expect(mail.subject).toContain('AR/VR Developer');
    // What the careers inbox does not need stays in /admin.
    expect(mail.text).not.toContain('I build AR lessons');
    expect(mail.text).not.toContain('98290');
    const cvLink = /https?:\/\/\S+\/storage\/v1\/object\/sign\/applications\/\S+/.exec(mail.text)?.[0];
    expect(cvLink).toBeDefined();
    const cv = await app.fetch(cvLink!);
    expect(cv.status).toBe(200);
    expect(Buffer.from(await cv.arrayBuffer()).equals(pdf)).toBe(true);
    // Short-lived: the token expires within three days.
    const token = new URL(cvLink!).searchParams.get('token')!;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
      iat: number;
    };
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(72 * 3600);
  });

  it('links every notification to its lead in /admin', async () => {
    const email = uniqueEmail('contact');
    const visitor = app.client();
    const { error } = await visitor
      .from('contact_messages')
      .insert(consented({ kind: 'contact', name: 'Priya Sharma', email, message: 'A demo, please.' }));
    expect(error).toBeNull();
    const mail = await received('leads@example.test', email);
    const { rows } = await app.deps.db.query<{ id: string }>(
      `select id::text from public.contact_messages where email = $1`,
      [email],
    );
    expect(mail.text).toContain(`${testSiteUrl}/admin/leads/${rows[0]!.id}`);
  });

  it('sends a form to the inbox an admin set in settings, and only an admin may set it', async () => {
    const admin = await createUser(app.deps, { staffRole: 'admin' });
    const sales = await createUser(app.deps, { staffRole: 'sales' });
    const bySales = await clientAs(app, sales.accessToken)
      .from('site_settings')
      .update({ inbox_support: 'not-allowed@example.test' })
      .eq('id', true)
      .select('id');
    expect(bySales.data ?? []).toEqual([]);
    const byAdmin = await clientAs(app, admin.accessToken)
      .from('site_settings')
      .update({ inbox_support: 'help-desk@example.test' })
      .eq('id', true)
      .select('inbox_support');
    expect(byAdmin.error).toBeNull();
    expect(byAdmin.data).toEqual([{ inbox_support: 'help-desk@example.test' }]);
    const bad = await clientAs(app, admin.accessToken)
      .from('site_settings')
      .update({ inbox_sales: 'not an address' })
      .eq('id', true);
    expect(bad.error).not.toBeNull();

    const email = uniqueEmail('support');
    const { error } = await app
      .client()
      .from('contact_messages')
      .insert(consented({ kind: 'support', name: 'Asha', email, subject: 'Login', message: 'I cannot sign in.' }));
    expect(error).toBeNull();
    await received('help-desk@example.test', email);
    const { rows } = await app.deps.db.query<{ action: string }>(
      `select action from public.staff_activity where target_id = 'inboxes'`,
    );
    expect(rows.map((r) => r.action)).toContain('setting.change');
  });
});
