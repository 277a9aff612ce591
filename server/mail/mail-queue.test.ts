/**
 * Queueing mail: what a row holds, held mail without SMTP_URL, attachments and their cap, the
 * dev mailbox (JSON and HTML), and links kept out of info-level logs.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, dbKinds } from '../../tests/setup/test-db.ts';
import type { Db } from '../db/types.ts';
import { createLogger, type Logger } from '../lib/logger.ts';
import { createDevMailboxApp } from './dev-mailbox.ts';
import { addressDomain } from './enqueue-mail.ts';
import { renderEmail } from './layout.ts';
import { listMail } from './list-mail.ts';
import { createMailQueue, heldMailNotice } from './mail-queue.ts';
import { attachmentLimits, MailMessageError } from './message.ts';
import { createMailWorker } from './worker.ts';

const silent = createLogger({ level: 'silent', pretty: false });
const env = (smtp?: string) => ({
  SMTP_URL: smtp,
  MAIL_FROM: 'Site <no-reply@example.test>',
  SITE_URL: 'http://localhost:3000',
  DEV_MAILBOX: true,
  MAIL_RETRY_BASE_SECONDS: 5,
  MAIL_GIVE_UP_HOURS: 24,
});

/** A logger at `level` whose lines land in `lines`. */
function capturingLogger(level: string): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level }, sink), lines };
}

describe.each(dbKinds())('the mail queue (%s)', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(() => db.close());

  it('holds mail without SMTP_URL: kept with a stable Message-ID, listed, never sent or marked sent', async () => {
    const queue = createMailQueue({ env: env(), logger: silent });
    expect(queue.mode).toBe('held');
    const { html, text } = renderEmail({
      preheader: 'p',
      heading: 'Hello <there>',
      paragraphs: ['Body & more'],
      action: { label: 'Go', url: 'http://localhost:3000/auth/v1/verify?token=abc&type=signup' },
    });
    const first = await db.transaction((tx) =>
      queue.enqueue(
        tx,
        { to: 'a@example.test', subject: 'First', text, html, replyTo: 'visitor@example.test' },
        { purpose: 'test.first', ref: 'r1' },
      ),
    );
    expect(first).toMatchObject({ state: 'held', messageId: `<${first.id}@example.test>` });
    await db.transaction((tx) =>
      queue.enqueue(
        tx,
        { to: 'B@example.test', subject: 'Second', text: 'see https://example.test/x' },
        { purpose: 't' },
      ),
    );
    const worker = createMailWorker({ db, env: env(), logger: silent });
    await worker.start();
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();

    const all = await listMail(db);
    expect(all.map((m) => m.subject).slice(0, 2)).toEqual(['Second', 'First']);
    expect(all[1]).toMatchObject({
      to: 'a@example.test',
      from: 'Site <no-reply@example.test>',
      reply_to: 'visitor@example.test',
      state: 'held',
      sent_at: null,
      message_id: first.messageId,
      links: ['http://localhost:3000/auth/v1/verify?token=abc&type=signup', expect.stringMatching(/^https:/)],
      attachments: [],
    });
    expect(all[1]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(all[1]!.html).toContain('Hello &lt;there&gt;');
    expect(await listMail(db, { to: 'b@EXAMPLE.test' })).toHaveLength(1);
  });

  it('rolls the mail back with the transaction that queued it', async () => {
    const queue = createMailQueue({ env: env(), logger: silent });
    await expect(
      db.transaction(async (tx) => {
        await queue.enqueue(tx, { to: 'rolled@example.test', subject: 'Gone', text: 'x' }, { purpose: 't' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await listMail(db, { to: 'rolled@example.test' })).toEqual([]);
  });

  it('carries attachments and lists their names, types and sizes', async () => {
    const queue = createMailQueue({ env: env('smtp://127.0.0.1:9'), logger: silent });
    const invite = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    const queued = await db.transaction((tx) =>
      queue.enqueue(
        tx,
        {
          to: 'files@example.test',
          subject: 'Files',
          text: 'Attached.',
          attachments: [
            { filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST; charset=utf-8', content: invite },
            { filename: 'bytes.bin', contentType: 'application/octet-stream', content: Buffer.from([0, 1, 2, 255]) },
          ],
        },
        { purpose: 't' },
      ),
    );
    expect(queued.state).toBe('queued');
    const [listed] = await listMail(db, { to: 'files@example.test' });
    expect(listed!.attachments).toEqual([
      { filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST; charset=utf-8', size: invite.length },
      { filename: 'bytes.bin', contentType: 'application/octet-stream', size: 4 },
    ]);
  });

  it('refuses attachments past the cap or with a bad name or type, and queues nothing', async () => {
    const queue = createMailQueue({ env: env(), logger: silent });
    const attempt = (attachments: { filename: string; contentType: string; content: Buffer | string }[]) =>
      db.transaction((tx) =>
        queue.enqueue(tx, { to: 'capped@example.test', subject: 'x', text: 'x', attachments }, { purpose: 't' }),
      );
    const big = Buffer.alloc(attachmentLimits.totalBytes / 2 + 1);
    await expect(
      attempt([
        { filename: 'a', contentType: 'application/pdf', content: big },
        { filename: 'b', contentType: 'application/pdf', content: big },
      ]),
    ).rejects.toThrow(MailMessageError);
    await expect(attempt([{ filename: '../x', contentType: 'text/plain', content: 'x' }])).rejects.toThrow(/file name/);
    await expect(
      attempt([{ filename: 'x.txt', contentType: 'text/plain\r\nBcc: a@b.c', content: 'x' }]),
    ).rejects.toThrow(/content type/);
    const many = Array.from({ length: attachmentLimits.count + 1 }, (_, i) => ({
      filename: `${i}.txt`,
      contentType: 'text/plain',
      content: 'x',
    }));
    await expect(attempt(many)).rejects.toThrow(/At most/);
    expect(await listMail(db, { to: 'capped@example.test' })).toEqual([]);
  });

  it('serves the queue as JSON and escaped HTML at the dev mailbox', async () => {
    const queue = createMailQueue({ env: env(), logger: silent });
    await db.transaction((tx) =>
      queue.enqueue(
        tx,
        {
          to: 'c@example.test',
          subject: '<script>x</script>',
          text: 'https://example.test/a',
          attachments: [{ filename: '<b>.ics', contentType: 'text/calendar', content: 'x' }],
        },
        { purpose: 't' },
      ),
    );
    const app = createDevMailboxApp({ db });
    const res = await app.request('/mailbox.json?to=c@example.test');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [json] = (await res.json()) as Record<string, unknown>[];
    expect(json).toMatchObject({ subject: '<script>x</script>', links: ['https://example.test/a'], state: 'held' });
    for (const field of ['to', 'subject', 'text', 'html', 'links', 'created_at', 'attachments']) {
      expect(json).toHaveProperty(field);
    }
    const page = await (await app.request('/mailbox')).text();
    expect(page).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(page).toContain('&lt;b&gt;.ics (text/calendar, 1 bytes)');
    expect(page).not.toContain('<script>x');
    expect(await (await app.request('/mailbox.json?to=nobody@example.test')).json()).toEqual([]);
  });

  it('never logs a mail link at info level; debug shows it to a developer', async () => {
    const link = 'http://localhost:3000/auth/v1/verify?token=secret-token&type=recovery';
    for (const level of ['info', 'debug'] as const) {
      const { logger, lines } = capturingLogger(level);
      const queue = createMailQueue({ env: env(), logger });
      await db.transaction((tx) =>
        queue.enqueue(tx, { to: 'logs@example.test', subject: 'Reset', text: `Go: ${link}` }, { purpose: 't' }),
      );
      const worker = createMailWorker({ db, env: env(), logger });
      await worker.start();
      await worker.stop();
      expect(lines.join('').includes('secret-token')).toBe(level === 'debug');
    }
  });
});

describe('mail helpers', () => {
  it('takes the Message-ID domain from the sender address', () => {
    expect(addressDomain('Site <No-Reply@Example.ORG>')).toBe('example.org');
    expect(addressDomain('a@localhost')).toBe('localhost');
    expect(addressDomain('nobody')).toBeUndefined();
  });

  it('says loudly at boot that mail is held, and where to read it', () => {
    expect(heldMailNotice({ SMTP_URL: 'smtp://x', DEV_MAILBOX: false })).toBeUndefined();
    expect(heldMailNotice({ SMTP_URL: undefined, DEV_MAILBOX: true })).toMatch(/MAIL IS HELD.*\/_dev\/mailbox/);
    expect(heldMailNotice({ SMTP_URL: undefined, DEV_MAILBOX: false })).toMatch(/Set DEV_MAILBOX=1/);
  });
});
