import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.ts';
import { createDevMailboxApp } from './dev-mailbox.ts';
import { renderEmail } from './layout.ts';
import { createMailer } from './mailer.ts';
import { listOutbox, outboxDir } from './outbox.ts';

describe('mailer outbox and dev mailbox', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'mailer-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const env = () => ({ DATA_DIR: dataDir, MAIL_FROM: 'Site <no-reply@example.test>', SMTP_URL: undefined });
  const logger = createLogger({ level: 'silent', pretty: false });

  it('writes each message as JSON and MIME, newest first, with its links', async () => {
    const mailer = createMailer({ env: env(), logger });
    expect(mailer.mode).toBe('outbox');
    const { html, text } = renderEmail({
      preheader: 'p',
      heading: 'Hello <there>',
      paragraphs: ['Body & more'],
      action: { label: 'Go', url: 'http://localhost:3000/auth/v1/verify?token=abc&type=signup' },
    });
    await mailer.send({ to: 'a@example.test', subject: 'First', text, html, replyTo: 'visitor@example.test' });
    await mailer.send({ to: 'b@example.test', subject: 'Second', text: 'see https://example.test/x' });
    const all = await listOutbox(outboxDir(dataDir));
    expect(all.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(all[1]).toMatchObject({
      to: 'a@example.test',
      from: 'Site <no-reply@example.test>',
      reply_to: 'visitor@example.test',
      links: ['http://localhost:3000/auth/v1/verify?token=abc&type=signup', expect.stringMatching(/^https:/)],
    });
    expect(all[1]!.html).toContain('Hello &lt;there&gt;');
    expect(await listOutbox(outboxDir(dataDir), { to: 'B@example.test' })).toHaveLength(1);
    const eml = readdirSync(outboxDir(dataDir)).filter((n) => n.endsWith('.eml'));
    expect(eml).toHaveLength(2);
    const raw = readFileSync(path.join(outboxDir(dataDir), eml.sort()[0]!), 'utf8');
    expect(raw).toMatch(/^Reply-To: visitor@example\.test$/m);
    expect(raw).toMatch(/^Subject: First$/m);
  });

  it('serves the outbox as JSON and escaped HTML', async () => {
    const mailer = createMailer({ env: env(), logger });
    await mailer.send({ to: 'c@example.test', subject: '<script>x</script>', text: 'https://example.test/a' });
    const app = createDevMailboxApp({ env: env() });
    const json = (await (await app.request('/mailbox.json')).json()) as { subject: string }[];
    expect(json[0]?.subject).toBe('<script>x</script>');
    const page = await (await app.request('/mailbox')).text();
    expect(page).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(page).not.toContain('<script>x');
    expect(await (await app.request('/mailbox.json?to=nobody@example.test')).json()).toEqual([]);
  });
});
