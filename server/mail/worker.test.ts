/**
 * The mail worker against a real SMTP server on loopback (tests/setup/smtp-sink.ts): sent only
 * when accepted, the same Message-ID on every attempt, retries with back-off after temporary
 * refusals, failed at once after a permanent one or at the give-up time, held mail sent once
 * SMTP_URL is set, leases, and two workers on one database never sending a message twice.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../tests/setup/smtp-sink.ts';
import { createTestDb, dbKinds } from '../../tests/setup/test-db.ts';
import type { Db } from '../db/types.ts';
import { createLogger } from '../lib/logger.ts';
import { claimDueMail } from './claim-mail.ts';
import { createMailQueue } from './mail-queue.ts';
import type { MailMessage, MailState, MailStateListener } from './message.ts';
import { releaseMailLeases } from './queue-upkeep.ts';
import { createMailWorker, type MailWorkerOptions } from './worker.ts';

const silent = createLogger({ level: 'silent', pretty: false });
const env = (smtp: string | undefined, base = 1) => ({
  SMTP_URL: smtp,
  MAIL_FROM: 'Site <no-reply@example.test>',
  SITE_URL: 'http://localhost:3000',
  DEV_MAILBOX: false,
  MAIL_RETRY_BASE_SECONDS: base,
  MAIL_GIVE_UP_HOURS: 24,
});

type Row = {
  state: MailState;
  attempts: number;
  last_error: string | null;
  wait: number;
  smtp_response: string | null;
};

describe.each(dbKinds())('the mail worker (%s)', (kind) => {
  let db: Db;
  let sink: SmtpSink;
  let counter = 0;
  beforeAll(async () => {
    db = await createTestDb(kind);
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
    await db.close();
  });
  afterEach(() => sink.failNext(0, { code: 451, message: '' }));

  const address = () => `to-${++counter}@example.test`;
  /** Queues as a process with SMTP_URL `smtp` would (null: a process without one). */
  const enqueue = (message: MailMessage, smtp: string | null = sink.url, purpose = 'test.mail') =>
    db.transaction((tx) =>
      createMailQueue({ env: env(smtp ?? undefined), logger: silent }).enqueue(tx, message, {
        purpose,
        ref: `ref-${counter}`,
      }),
    );
  const worker = (options: Partial<MailWorkerOptions> = {}) =>
    createMailWorker({ db, env: env(sink.url), logger: silent, pollMs: 50, ...options });
  const row = async (id: string) =>
    (
      await db.query<Row>(
        `select state, attempts, last_error, smtp_response,
                extract(epoch from next_attempt_at - now())::float8 as wait
           from mail.messages where id = $1::uuid`,
        [id],
      )
    ).rows[0]!;
  /** Makes a message due now, as if its back-off had passed. */
  const makeDue = (id: string) =>
    db.query('update mail.messages set next_attempt_at = now() where id = $1::uuid', [id]);
  const received = (to: string) => sink.messages.filter((m) => m.to.includes(to));

  it('sends queued mail with its headers and attachments, and records it sent once accepted', async () => {
    const to = address();
    const created = await enqueue({
      to,
      subject: 'Your invitation',
      text: 'See you there.',
      html: '<p>See you there.</p>',
      replyTo: 'events@example.test',
      attachments: [
        { filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: 'BEGIN:VCALENDAR' },
      ],
    });
    const w = worker();
    await w.start();
    try {
      await expect.poll(() => received(to).length, { timeout: 10_000 }).toBe(1);
      await expect.poll(async () => (await row(created.id)).state).toBe('sent');
    } finally {
      await w.stop();
    }
    const [mail] = received(to);
    expect(mail).toMatchObject({
      messageId: created.messageId,
      subject: 'Your invitation',
      replyTo: 'events@example.test',
      text: 'See you there.',
    });
    expect(mail!.attachments).toMatchObject([{ filename: 'invite.ics', contentType: 'text/calendar', size: 15 }]);
    expect(mail!.attachments[0]!.content.toString()).toBe('BEGIN:VCALENDAR');
    expect(await row(created.id)).toMatchObject({
      attempts: 1,
      last_error: null,
      smtp_response: expect.stringMatching(/^250/),
    });
  });

  it('retries a temporary refusal with growing delays and the same Message-ID, then records it sent', async () => {
    const to = address();
    const created = await enqueue({ to, subject: 'Retry me', text: 'x' });
    sink.failNext(3, { code: 451, message: 'Try again later' });
    const w = worker({ env: env(sink.url, 5) });
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      expect(await w.runOnce()).toBe(1);
      const after = await row(created.id);
      expect(after).toMatchObject({ state: 'queued', attempts: i + 1, last_error: expect.stringContaining('451') });
      waits.push(after.wait);
      expect(await w.runOnce()).toBe(0); // not due yet
      await makeDue(created.id);
    }
    // 5 s, 10 s, 20 s, each within ±20 %: the first retries fall within a minute.
    waits.forEach((wait, i) => {
      expect(wait).toBeGreaterThan(5 * 2 ** i * 0.8 - 1);
      expect(wait).toBeLessThan(5 * 2 ** i * 1.2 + 1);
    });
    expect(await w.runOnce()).toBe(1);
    expect(await row(created.id)).toMatchObject({ state: 'sent', attempts: 4 });
    expect(received(to).map((m) => m.messageId)).toEqual([created.messageId]);
    expect(sink.refusals).toBeGreaterThanOrEqual(3);
  });

  it('retries on its own in real time while the worker runs (1 s base)', async () => {
    const to = address();
    const created = await enqueue({ to, subject: 'Soon', text: 'x' });
    sink.failNext(1, { code: 421, message: 'Service not available' });
    const w = worker();
    await w.start();
    try {
      await expect.poll(() => received(to).length, { timeout: 10_000 }).toBe(1);
    } finally {
      await w.stop();
    }
    expect(await row(created.id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('marks a permanent refusal failed at once, and tells the listeners in the same transaction', async () => {
    const to = address();
    const seen: [string | null, MailState][] = [];
    const listener: MailStateListener = {
      purpose: 'test.followed',
      async onState(tx, { ref, state }) {
        await tx.query('select 1');
        seen.push([ref, state]);
      },
    };
    const created = await enqueue({ to, subject: 'No such user', text: 'x' }, sink.url, 'test.followed');
    sink.failNext(1, { code: 550, message: 'Mailbox unavailable' });
    expect(await worker({ listeners: [listener] }).runOnce()).toBe(1);
    expect(await row(created.id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      last_error: expect.stringContaining('550'),
    });
    expect(seen).toEqual([[`ref-${counter}`, 'failed']]);
    expect(received(to)).toEqual([]);
  });

  it('gives up as failed when the next attempt would fall after its give-up time', async () => {
    const to = address();
    const created = await enqueue({ to, subject: 'Too late', text: 'x' });
    sink.failNext(2, { code: 451, message: 'Later' });
    const w = worker();
    expect(await w.runOnce()).toBe(1);
    expect((await row(created.id)).state).toBe('queued');
    // 24 hours have passed since the first attempt.
    await db.query(
      `update mail.messages set next_attempt_at = now(), give_up_at = now() + interval '1 second' where id = $1::uuid`,
      [created.id],
    );
    expect(await w.runOnce()).toBe(1);
    expect(await row(created.id)).toMatchObject({ state: 'failed', attempts: 2 });
    await makeDue(created.id);
    expect(await w.runOnce()).toBe(0);
  });

  it('keeps retrying while the SMTP server is down, and sends once it is back', async () => {
    const down = await startSmtpSink();
    const url = down.url;
    await down.stop();
    const to = address();
    const created = await enqueue({ to, subject: 'Server down', text: 'x' }, url);
    const w = worker({ env: env(url) });
    expect(await w.runOnce()).toBe(1);
    expect(await row(created.id)).toMatchObject({
      state: 'queued',
      last_error: expect.stringMatching(/ECONNECTION|ESOCKET|ECONNREFUSED/),
    });
    await down.listen();
    try {
      await makeDue(created.id);
      expect(await w.runOnce()).toBe(1);
      expect(await row(created.id)).toMatchObject({ state: 'sent', attempts: 2 });
      expect(down.messages.map((m) => m.messageId)).toEqual([created.messageId]);
    } finally {
      await down.close();
    }
  });

  it('sends held mail once a worker with SMTP_URL runs', async () => {
    const to = address();
    const held = await enqueue({ to, subject: 'Held', text: 'x' }, null);
    expect(held.state).toBe('held');
    const idle = createMailWorker({ db, env: env(undefined), logger: silent });
    await idle.start();
    expect(await idle.runOnce()).toBe(0);
    await idle.stop();
    expect((await row(held.id)).state).toBe('held');
    expect(await worker().runOnce()).toBeGreaterThanOrEqual(1);
    expect(await row(held.id)).toMatchObject({ state: 'sent' });
    expect(received(to).map((m) => m.messageId)).toEqual([held.messageId]);
  });

  it('leaves a claimed message alone until its lease ends or is released', async () => {
    const to = address();
    const created = await enqueue({ to, subject: 'Leased', text: 'x' });
    const claimed = await claimDueMail(db, {
      limit: 100,
      leaseSeconds: 180,
      workerId: 'dead-process',
      giveUpHours: 24,
    });
    expect(claimed.map((c) => c.id)).toContain(created.id);
    expect(await worker().runOnce()).toBe(0);
    expect(await releaseMailLeases(db)).toBeGreaterThanOrEqual(1);
    expect(await worker().runOnce()).toBe(1);
    expect(received(to).map((m) => m.messageId)).toEqual([created.messageId]);
    expect(await row(created.id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('on stop, lets the attempt in flight finish and be recorded before it resolves', async () => {
    const tos = Array.from({ length: 5 }, () => address());
    const ids = await Promise.all(tos.map((to) => enqueue({ to, subject: 'Stopping', text: 'x' }).then((q) => q.id)));
    const w = worker();
    await w.start();
    await expect.poll(() => received(tos[0]!).length + received(tos[4]!).length).toBeGreaterThan(0);
    await w.stop();
    const { rows } = await db.query<{ state: string; locked_by: string | null }>(
      'select state, locked_by from mail.messages where id = any($1::uuid[])',
      [ids],
    );
    // Nothing is left claimed: each message was sent and recorded, or never taken.
    expect(rows.every((r) => r.locked_by === null)).toBe(true);
    const sent = rows.filter((r) => r.state === 'sent').length;
    expect(sink.messages.filter((m) => tos.includes(m.to[0]!))).toHaveLength(sent);
    await worker().runOnce();
  });

  it('shares the queue between two workers: every message sent exactly once', async () => {
    const tos = Array.from({ length: 30 }, () => address());
    const ids = await Promise.all(tos.map((to) => enqueue({ to, subject: 'Shared', text: 'x' }).then((q) => q.id)));
    const a = worker({ workerId: 'a', batchSize: 3 });
    const b = worker({ workerId: 'b', batchSize: 3 });
    const drain = async (w: ReturnType<typeof worker>) => {
      let total = 0;
      for (let n = await w.runOnce(); n > 0; n = await w.runOnce()) total += n;
      return total;
    };
    const [byA, byB] = await Promise.all([drain(a), drain(b)]);
    expect(byA + byB).toBe(30);
    const got = sink.messages.filter((m) => tos.includes(m.to[0]!));
    expect(got).toHaveLength(30);
    expect(new Set(got.map((m) => m.messageId)).size).toBe(30);
    const { rows } = await db.query<{ n: string }>(
      `select count(*) as n from mail.messages where id = any($1::uuid[]) and state = 'sent' and attempts = 1`,
      [ids],
    );
    expect(Number(rows[0]!.n)).toBe(30);
  });
});
