/**
 * contact_messages through the real supabase-js client: who may read, what the server refuses
 * (and that nothing is stored then), the honeypot, the per-IP rate limit, and the emails and
 * delivery state that follow a stored message, through a real SMTP server on loopback.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../rules/contact-rules.ts';
import { site } from '../../config/site.ts';
import { builtinPublishableKey } from '../../server/site/handler.ts';
import { clientAs, createUser, serviceRoleToken } from '../factories/users.ts';
import { startSmtpSink, type SmtpSink } from '../setup/smtp-sink.ts';
import { dbKinds } from '../setup/test-db.ts';
import { startTestApp, testSiteUrl, type TestApp } from '../setup/test-app.ts';
import { mailTo, uniqueEmail } from './auth-helpers.ts';
import { consented } from '../factories/consent.ts';

/** The mechanism with the old numbers: 5 messages per address, no per-email limit in the way. */
const fiveMessagesPerAddress = { CONTACT_RATE_PER_ADDRESS_PER_10MIN: '5', CONTACT_RATE_PER_EMAIL_PER_10MIN: '1000' };

let ipCounter = 0;

/** An anonymous visitor from its own address (the in-process app reads X-Forwarded-For). */
function visitor(app: TestApp, ip = `203.0.113.${++ipCounter}`, token?: string): SupabaseClient {
  const headers: Record<string, string> = { 'X-Forwarded-For': ip, 'User-Agent': 'ContractTest/1.0' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return createClient(testSiteUrl, builtinPublishableKey, {
    global: { fetch: app.fetch, headers },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

const valid = (email: string) =>
  consented({ kind: 'contact', name: 'Priya Sharma', email, message: 'We would like a demo.' });

async function waitFor<T>(read: () => PromiseLike<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.each(dbKinds())('contact messages (%s)', (kind) => {
  let app: TestApp;
  let admin: SupabaseClient;
  let sink: SmtpSink;

  const stored = async (email: string) => {
    const { data, error } = await admin.from('contact_messages').select('*').eq('email', email);
    expect(error).toBeNull();
    return data ?? [];
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp(kind, { CONTACT_INBOX: 'leads@example.test', SMTP_URL: sink.url });
    admin = clientAs(app, await serviceRoleToken(app.deps));
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('lets anonymous and signed-in visitors send a message but never read one', async () => {
    const email = uniqueEmail('reader');
    const anon = visitor(app);
    expect(await anon.from('contact_messages').insert(valid(email))).toMatchObject({
      error: null,
      status: 201,
    });
    const anonRead = await anon.from('contact_messages').select('*');
    expect(anonRead.status).toBe(401);
    expect(anonRead.error).toMatchObject({ code: '42501' });

    const user = await createUser(app.deps, { fullName: 'Signed In' });
    const signedIn = visitor(app, undefined, user.accessToken);
    expect(await signedIn.from('contact_messages').insert(consented(valid(user.email)))).toMatchObject({
      error: null,
      status: 201,
    });
    // Signed-in users may query the table (staff read it, ADR 028), but RLS shows them nothing.
    const userRead = await signedIn.from('contact_messages').select('id, email');
    expect(userRead).toMatchObject({ status: 200, error: null, data: [] });
    // Nor may they ask for the row back on insert.
    const echo = await signedIn
      .from('contact_messages')
      .insert(consented(valid(user.email)))
      .select();
    expect(echo.error).toMatchObject({ code: '42501' });

    expect(await stored(email)).toHaveLength(1);
    expect(await stored(user.email)).toHaveLength(1);
  });

  it('stores the trimmed fields, the real address and user agent, and a server-chosen id', async () => {
    const email = uniqueEmail('fields');
    const res = await visitor(app, '198.51.100.7')
      .from('contact_messages')
      .insert(
        consented({
          kind: 'contact',
          name: '  Priya\n Sharma ',
          email: ` ${email} `,
          phone: '+91 141 400 5200',
          organization: 'DPS Jaipur',
          message: 'Line one\r\n\r\nLine two',
        }),
      );
    expect(res).toMatchObject({ error: null, status: 201 });
    const [row] = await stored(email);
    expect(row).toMatchObject({
      kind: 'contact',
      name: 'Priya Sharma',
      phone: '+91 141 400 5200',
      organization: 'DPS Jaipur',
      subject: null,
      message: 'Line one\n\nLine two',
      source_ip: '198.51.100.7',
      user_agent: 'ContractTest/1.0',
    });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a missing name', { kind: 'home', email: 'X', message: 'Hi' }, contactMessages.required.name],
    ['a blank message', { kind: 'contact', name: 'A', email: 'X', message: '   ' }, contactMessages.required.message],
    ['a missing subject', { kind: 'support', name: 'A', email: 'X', message: 'Hi' }, contactMessages.required.subject],
    ['a malformed email', { kind: 'webinar', email: 'not-an-email' }, contactMessages.emailFormat],
    [
      'a bad phone number',
      { kind: 'contact', name: 'A', email: 'X', phone: 'call me', message: 'Hi' },
      contactMessages.phoneFormat,
    ],
    [
      'a message over 5,000 characters',
      { kind: 'home', name: 'A', email: 'X', message: 'a'.repeat(5001) },
      contactMessages.tooLong.message,
    ],
    [
      'a name over 200 characters',
      { kind: 'home', name: 'n'.repeat(201), email: 'X', message: 'Hi' },
      contactMessages.tooLong.name,
    ],
    [
      'a field the form does not have',
      { kind: 'webinar', email: 'X', message: 'Hi' },
      'This form has no field "message".',
    ],
    ['a column visitors may not set', { kind: 'webinar', email: 'X', status: 'handled' }, 'Unexpected field "status".'],
    ['a delivery state', { kind: 'webinar', email: 'X', delivery_state: 'sent' }, 'Unexpected field "delivery_state".'],
    ['a handling state', { kind: 'webinar', email: 'X', handling_state: 'done' }, 'Unexpected field "handling_state".'],
    [
      'a chosen id',
      { kind: 'webinar', email: 'X', id: '00000000-0000-4000-8000-000000000000' },
      'Unexpected field "id".',
    ],
    ['a forged source address', { kind: 'webinar', email: 'X', source_ip: '1.2.3.4' }, 'Unexpected field "source_ip".'],
    [
      'an unknown form',
      { kind: 'newsletter', email: 'X' },
      'Unknown form: kind must be one of home, contact, support, whitepaper, webinar, chat, webinar_registration, application.',
    ],
    ['a non-text value', { kind: 'webinar', email: 42 }, 'The field "email" must be text.'],
  ];

  it.each(refusals)('refuses %s with a clear message and stores nothing', async (_label, body, message) => {
    const email = uniqueEmail('refused');
    const row = { ...body, email: body.email === 'X' ? email : body.email };
    const res = await visitor(app).from('contact_messages').insert(consented(row));
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 'validation_failed', message });
    expect(await stored(email)).toEqual([]);
  });

  it('refuses several messages in one request', async () => {
    const email = uniqueEmail('bulk');
    const res = await visitor(app)
      .from('contact_messages')
      .insert(consented([valid(email), valid(email)]));
    expect(res).toMatchObject({
      status: 400,
      error: { code: 'validation_failed', message: 'Send one message at a time.' },
    });
    expect(await stored(email)).toEqual([]);
  });

  it('answers a filled-in honeypot like a success and stores nothing', async () => {
    const email = uniqueEmail('bot');
    const res = await visitor(app)
      .from('contact_messages')
      .insert(consented({ ...valid(email), website: 'http://spam.example' }));
    expect(res).toMatchObject({ error: null, status: 201 });
    expect(await stored(email)).toEqual([]);
    expect(await mailTo(app, email)).toEqual([]);
  });

  it('writes the server-set columns whatever columns= names (#26)', async () => {
    const email = uniqueEmail('columns');
    // supabase-js sends columns= for an array insert; a client may name only its own fields.
    const client = visitor(app, '198.51.100.77');
    const res = await client.from('contact_messages').insert([{ ...valid(email), name: 'Columns Test' }]);
    expect(res).toMatchObject({ error: null, status: 201 });
    const narrow = await app.fetch(
      `${testSiteUrl}/rest/v1/contact_messages?columns=${encodeURIComponent('kind,name,email,message,consent_version')}`,
      {
        method: 'POST',
        headers: {
          apikey: builtinPublishableKey,
          'content-type': 'application/json',
          'X-Forwarded-For': '198.51.100.78',
          'User-Agent': 'ContractTest/1.0',
        },
        body: JSON.stringify(valid(email)),
      },
    );
    expect(narrow.status).toBe(201);
    const rows = await waitFor(
      () => stored(email),
      (list) => list.length === 2 && list.every((row) => row.delivery_state === 'sent'),
      'both messages sent',
    );
    for (const row of rows) {
      expect(row.source_ip).toMatch(/^198\.51\.100\.7[78]$/);
      expect(row.user_agent).toBe('ContractTest/1.0');
      expect(row.delivery_state).toBe('sent');
    }
  });

  it('emails the company inbox with reply-to the sender, acknowledges the sender, and marks it sent', async () => {
    const email = uniqueEmail('lead');
    await visitor(app)
      .from('contact_messages')
      .insert(
        consented({
          kind: 'support',
          name: 'Rahul Verma',
          email,
          subject: 'Login trouble',
          message: 'Students cannot sign in.\n\nSince Monday.',
        }),
      );
    const [row] = await waitFor(
      () => stored(email),
      (rows) => rows[0]?.delivery_state === 'sent',
      'delivery state sent',
    );
    expect(row).toMatchObject({ delivery_state: 'sent', handling_state: 'new' });
    // Both went through the SMTP server, once each.
    expect(sink.messages.filter((m) => m.replyTo === email).map((m) => m.to)).toEqual([['leads@example.test']]);
    await expect.poll(() => sink.messages.filter((m) => m.to.includes(email)).length).toBe(1);
    const inbox = await mailTo(app, 'leads@example.test');
    const company = inbox.find((m) => m.reply_to === email);
    expect(company).toBeDefined();
    expect(company!.subject).toBe('Support request from Rahul Verma: Login trouble');
    for (const part of [
      'Form: Support Center',
      'Name: Rahul Verma',
      `Email: ${email}`,
      'Subject: Login trouble',
      'Students cannot sign in.',
      'Since Monday.',
      row.id,
    ])
      expect(company!.text).toContain(part);

    const [ack] = await mailTo(app, email);
    expect(ack).toBeDefined();
    expect(ack!.subject).toBe('We received your support request');
    expect(ack!.reply_to).toBe('leads@example.test');
    // The acknowledgement repeats nothing the visitor typed.
    expect(ack!.text).not.toContain('Students cannot sign in');
    expect(ack!.text).not.toContain('Rahul');
  });

  it('gives each form its own acknowledgement', async () => {
    const subscriber = uniqueEmail('subscriber');
    const reader = uniqueEmail('reader');
    await visitor(app)
      .from('contact_messages')
      .insert(consented({ kind: 'webinar', email: subscriber }));
    await visitor(app)
      .from('contact_messages')
      .insert(consented({ kind: 'whitepaper', name: 'Anita', email: reader, subject: 'All whitepapers' }));
    const [sub] = await waitFor(
      () => mailTo(app, subscriber),
      (m) => m.length > 0,
      'the subscription email',
    );
    expect(sub!.subject).toBe(`You're subscribed to ${site.name} webinar updates`);
    const [paper] = await waitFor(
      () => mailTo(app, reader),
      (m) => m.length > 0,
      'the whitepaper email',
    );
    expect(paper!.subject).toBe(`Your whitepaper request to ${site.name}`);
    expect(paper!.text).toContain('will email the whitepaper');
  });
});

describe.each(dbKinds())('contact messages: rate limit (%s)', (kind) => {
  it('allows five messages per address per ten minutes, then answers 429 with Retry-After', async () => {
    const app = await startTestApp(kind, { RATE_LIMITS: 'true', ...fiveMessagesPerAddress });
    try {
      const admin = clientAs(app, await serviceRoleToken(app.deps));
      const email = uniqueEmail('limited');
      const noisy = visitor(app, '192.0.2.50');
      for (let i = 0; i < 5; i++) expect((await noisy.from('contact_messages').insert(valid(email))).status).toBe(201);
      const res = await app.fetch(`${testSiteUrl}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: { apikey: builtinPublishableKey, 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.50' },
        body: JSON.stringify(valid(email)),
      });
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(await res.json()).toMatchObject({
        code: 'over_request_rate_limit',
        message: 'Too many messages from your network. Please try again in a few minutes.',
      });
      // Another address is not affected; the service role is never limited.
      expect((await visitor(app, '192.0.2.51').from('contact_messages').insert(valid(email))).status).toBe(201);
      expect((await admin.from('contact_messages').insert(valid(email))).status).toBe(201);
      const { count } = await admin
        .from('contact_messages')
        .select('*', { count: 'exact', head: true })
        .eq('email', email);
      expect(count).toBe(7);
    } finally {
      await app.close();
    }
  });
});
