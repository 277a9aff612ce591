/**
 * Mail an operator can trust (ADR 040): auth emails gone stale while held (the address confirmed
 * since, a reset link expired or replaced) are discarded, never sent, once SMTP is turned on,
 * while the rest of the held mail goes out; admins list held and failed mail with a search and
 * discard it (sales may not); the same through the operator endpoints `npm run mail` uses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/lib/logger.ts';
import { createMailWorker } from '../../server/mail/worker.ts';
import { createOperatorApp } from '../../server/operator/app.ts';
import { consented } from '../factories/consent.ts';
import { clientAs, createUser } from '../factories/users.ts';
import { startSmtpSink, type SmtpSink } from '../setup/smtp-sink.ts';
import { dbKinds } from '../setup/test-db.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { mailTo, openLink, password, uniqueEmail, verifyLinkOf } from './auth-helpers.ts';

describe.each(dbKinds())('mail an operator can trust (%s)', (kind) => {
  let app: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    // No SMTP_URL: every email is held, as on a server whose SMTP was not configured yet.
    app = await startTestApp(kind, { RATE_LIMITS: 'false', CONTACT_INBOX: 'leads@example.test' });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  const stateOf = async (id: string) =>
    (await app.deps.db.query<{ state: string }>(`select state from mail.messages where id = $1::uuid`, [id])).rows[0]
      ?.state;

  it('never sends a held confirmation to someone who confirmed since, nor an expired reset link', async () => {
    const confirmed = uniqueEmail('confirmed');
    const pending = uniqueEmail('pending');
    const resetting = uniqueEmail('reset');
    const client = app.client();
    for (const email of [confirmed, pending, resetting]) {
      expect((await client.auth.signUp({ email, password })).error).toBeNull();
    }
    // One confirms through the held email's link (as with the dev mailbox), before SMTP is set up.
    const [confirmMail] = await mailTo(app, confirmed);
    expect((await openLink(app, verifyLinkOf(confirmMail!))).status).toBe(303);
    // Another asks for a password reset whose link expires before SMTP is set up.
    const [resettingSignup] = await mailTo(app, resetting);
    await openLink(app, verifyLinkOf(resettingSignup!));
    expect((await client.auth.resetPasswordForEmail(resetting)).error).toBeNull();
    const [resetMail] = await mailTo(app, resetting);
    expect(resetMail!.subject).toMatch(/Reset your/);
    await app.deps.db.query(
      `update mail.messages set created_at = created_at - interval '2 hours' where id = $1::uuid`,
      [resetMail!.id],
    );
    const [pendingMail] = await mailTo(app, pending);
    const visitor = uniqueEmail('visitor');
    await client
      .from('contact_messages')
      .insert(consented({ kind: 'contact', name: 'Asha', email: visitor, message: 'Hello.' }));

    // SMTP is turned on: a worker with SMTP_URL takes the held mail.
    const worker = createMailWorker({
      db: app.deps.db,
      env: { ...app.deps.env, SMTP_URL: sink.url },
      logger: createLogger({ level: 'silent', pretty: false }),
      pollMs: 100,
    });
    await worker.start();
    try {
      await expect.poll(() => stateOf(pendingMail!.id), { timeout: 15_000 }).toBe('sent');
      await expect.poll(() => sink.messages.some((m) => m.to.includes(visitor)), { timeout: 15_000 }).toBe(true);
    } finally {
      await worker.stop();
    }
    expect(await stateOf(confirmMail!.id)).toBe('discarded');
    expect(await stateOf(resetMail!.id)).toBe('discarded');
    expect(sink.messages.some((m) => m.to.includes(confirmed))).toBe(false);
    expect(sink.messages.filter((m) => m.to.includes(resetting))).toEqual([]);
    expect(sink.messages.filter((m) => m.to.includes(pending))).toHaveLength(1);
  });

  it('lists held and failed mail to admins with a search, and discards one or many', async () => {
    const admin = clientAs(app, (await createUser(app.deps, { staffRole: 'admin' })).accessToken);
    const sales = clientAs(app, (await createUser(app.deps, { staffRole: 'sales' })).accessToken);
    const emails = [uniqueEmail('held-a'), uniqueEmail('held-b'), uniqueEmail('held-c')];
    for (const email of emails) {
      await app
        .client()
        .from('contact_messages')
        .insert(consented({ kind: 'contact', name: 'Ravi', email, message: 'Hi.' }));
    }
    const refused = await sales.rpc('staff_mail', { search: emails[0] });
    expect(refused.error?.code).toBe('42501');
    const listed = await admin.rpc('staff_mail', { search: emails[0] });
    expect(listed.error).toBeNull();
    const rows = listed.data as { id: string; to_address: string; state: string }[];
    expect(rows.map((r) => [r.to_address, r.state])).toEqual([[emails[0], 'held']]);

    const ids = [];
    for (const email of emails) ids.push((await mailTo(app, email))[0]!.id);
    expect((await sales.rpc('staff_mail_discard', { ids })).error?.code).toBe('42501');
    const discarded = await admin.rpc('staff_mail_discard', { ids: ids.slice(0, 2) });
    expect(discarded).toMatchObject({ error: null, data: 2 });
    expect(await stateOf(ids[0]!)).toBe('discarded');
    expect(await stateOf(ids[2]!)).toBe('held');
    const after = await admin.rpc('staff_mail', { search: 'held-' });
    expect((after.data as { to_address: string }[]).map((r) => r.to_address)).toEqual([emails[2]]);
    const { rows: log } = await app.deps.db.query<{ action: string }>(
      `select action from public.staff_activity where action = 'mail.discard'`,
    );
    expect(log.length).toBeGreaterThan(0);
  });

  it('does the same from the terminal through the operator endpoints', async () => {
    const operator = createOperatorApp(app.deps, 'operator-token-for-tests');
    const call = (path: string, body?: unknown) =>
      operator.request(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: 'Bearer operator-token-for-tests', 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const test = await call('/mail/send-test', { to: 'operator@example.test' });
    expect(test.status).toBe(200);
    const queued = (await test.json()) as { id: string; state: string };
    expect(queued.state).toBe('held');
    const list = (await (await call('/mail?q=operator@example.test')).json()) as { mail: { id: string }[] };
    expect(list.mail.map((m) => m.id)).toEqual([queued.id]);
    expect((await call('/mail/discard', { ids: ['not-a-uuid'] })).status).toBe(400);
    expect(await (await call('/mail/discard', { ids: [queued.id] })).json()).toEqual({ discarded: 1 });
    expect(await stateOf(queued.id)).toBe('discarded');
  });
});
