/**
 * A contact message's delivery state tells the truth: held without SMTP_URL (never sent),
 * queued while the SMTP server is down, failed when it refuses for good or when the queue gives
 * up, and a message whose emails cannot be queued is not stored at all. Neither state can be
 * read or set by visitors, at the API or in SQL.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { builtinPublishableKey } from '../../server/site/handler.ts';
import { clientAs, serviceRoleToken } from '../factories/users.ts';
import { startSmtpSink } from '../setup/smtp-sink.ts';
import { dbKinds } from '../setup/test-db.ts';
import { startTestApp, testSiteUrl, type TestApp } from '../setup/test-app.ts';
import { mailTo, uniqueEmail } from './auth-helpers.ts';
import { consented } from '../factories/consent.ts';

const valid = (email: string) =>
  consented({ kind: 'contact', name: 'Priya Sharma', email, message: 'We would like a demo.' });

function visitor(app: TestApp): SupabaseClient {
  return createClient(testSiteUrl, builtinPublishableKey, {
    global: { fetch: app.fetch },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

async function withApp(
  kind: Parameters<typeof startTestApp>[0],
  env: Record<string, string>,
  fn: (app: TestApp) => Promise<void>,
) {
  const app = await startTestApp(kind, { RATE_LIMITS: 'false', CONTACT_INBOX: 'leads@example.test', ...env });
  try {
    await fn(app);
  } finally {
    await app.close();
  }
}

async function states(app: TestApp, email: string) {
  const admin = clientAs(app, await serviceRoleToken(app.deps));
  const { data, error } = await admin
    .from('contact_messages')
    .select('delivery_state, handling_state')
    .eq('email', email);
  expect(error).toBeNull();
  return data ?? [];
}

/** The queue row of the message's company email. */
async function companyMail(app: TestApp, email: string) {
  const { rows } = await app.deps.db.query<{ state: string; attempts: number }>(
    `select m.state, m.attempts from mail.messages m join public.contact_messages c on m.ref = c.id::text
      where m.purpose = 'contact.company' and c.email = $1`,
    [email],
  );
  return rows[0];
}

describe.each(dbKinds())('contact message delivery (%s)', (kind) => {
  it('holds both emails without SMTP_URL and never records the message as sent', async () => {
    await withApp(kind, {}, async (app) => {
      const email = uniqueEmail('held');
      expect((await visitor(app).from('contact_messages').insert(valid(email))).status).toBe(201);
      expect(await states(app, email)).toEqual([{ delivery_state: 'held', handling_state: 'new' }]);
      expect((await mailTo(app, email)).map((m) => m.state)).toEqual(['held']);
      expect((await mailTo(app, 'leads@example.test')).find((m) => m.reply_to === email)?.state).toBe('held');
    });
  });

  it('keeps the message queued while the SMTP server is down, then failed once the queue gives up', async () => {
    const sink = await startSmtpSink();
    await sink.stop();
    await withApp(kind, { SMTP_URL: sink.url }, async (app) => {
      const email = uniqueEmail('down');
      expect((await visitor(app).from('contact_messages').insert(valid(email))).status).toBe(201);
      await expect
        .poll(async () => (await companyMail(app, email))?.attempts ?? 0, { timeout: 10_000 })
        .toBeGreaterThan(0);
      expect(await states(app, email)).toEqual([{ delivery_state: 'queued', handling_state: 'new' }]);
      // 24 hours later, the next attempt fails too.
      await app.deps.db.query(
        `update mail.messages set next_attempt_at = now(), give_up_at = now() where purpose = 'contact.company'`,
      );
      app.mailWorker!.wake();
      await expect.poll(async () => (await states(app, email))[0]?.delivery_state, { timeout: 10_000 }).toBe('failed');
      expect((await companyMail(app, email))?.state).toBe('failed');
    });
  });

  it('marks it failed at once when the SMTP server refuses the company email for good', async () => {
    const sink = await startSmtpSink();
    try {
      sink.failNext(1, { code: 550, message: 'No such mailbox' });
      await withApp(kind, { SMTP_URL: sink.url }, async (app) => {
        const email = uniqueEmail('refused');
        expect((await visitor(app).from('contact_messages').insert(valid(email))).status).toBe(201);
        await expect
          .poll(async () => (await states(app, email))[0]?.delivery_state, { timeout: 10_000 })
          .toBe('failed');
        expect((await companyMail(app, email))?.attempts).toBe(1);
      });
    } finally {
      await sink.close();
    }
  });

  it('stores nothing and says so when the emails cannot be queued', async () => {
    await withApp(kind, {}, async (app) => {
      await app.deps.db.exec('alter table mail.messages rename to messages_gone');
      const email = uniqueEmail('unqueued');
      const res = await visitor(app).from('contact_messages').insert(valid(email));
      expect(res.status).toBe(500);
      await app.deps.db.exec('alter table mail.messages_gone rename to messages');
      expect(await states(app, email)).toEqual([]);
    });
  });

  it('lets neither visitors nor users read or set the states, even in SQL', async () => {
    await withApp(kind, {}, async (app) => {
      const sender = uniqueEmail('states');
      expect((await visitor(app).from('contact_messages').insert(valid(sender))).error).toBeNull();
      // Signed-in users hold the grants staff use (ADR 028), but row-level security shows a user
      // without a staff role no message and lets them change none: no error, nothing read or set.
      const hiddenByPolicy = new Set([
        'authenticated: select delivery_state from public.contact_messages',
        "authenticated: update public.contact_messages set handling_state = 'spam'",
      ]);
      for (const role of ['anon', 'authenticated']) {
        for (const sql of [
          `insert into public.contact_messages (kind, email, delivery_state) values ('webinar', 'a@example.test', 'sent')`,
          `insert into public.contact_messages (kind, email, handling_state) values ('webinar', 'a@example.test', 'done')`,
          `select delivery_state from public.contact_messages`,
          `update public.contact_messages set handling_state = 'spam'`,
          `select count(*) from mail.messages`,
        ]) {
          const attempt = app.deps.db.transaction(async (tx) => {
            await tx.query(`set local role ${role}`);
            return (await tx.query(sql)).rowCount;
          });
          if (hiddenByPolicy.has(`${role}: ${sql}`)) {
            await expect(attempt, `${role}: ${sql}`).resolves.toBe(0);
          } else {
            await expect(attempt, `${role}: ${sql}`).rejects.toMatchObject({ code: '42501' });
          }
        }
      }
      expect(await states(app, sender)).toEqual([{ delivery_state: 'held', handling_state: 'new' }]);
    });
  });
});
