/**
 * Real server-side refusals seen through the forms, and `npm run leads`, on a private production
 * server with rate limits on: the server's validation message for input the browser did not
 * catch, the honeypot (answered like a success, nothing stored or mailed), the per-IP rate limit
 * (429 with a clear message, the form keeps its input), then the leads command against the
 * running server and against its stopped data directory.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../rules/contact-rules.ts';
import { formToasts } from '../../app/features/contact/copy.ts';
import { runScript, startServerProcess, type ServerProcess } from '../setup/server-process.ts';
import { launchBrowser, openPage } from './browser.ts';
import {
  fillValid,
  formCases,
  formOf,
  isExpectedStatusError,
  toast,
  uniqueEmail,
  valuesOf,
} from './contact-helpers.ts';
import { consented } from '../factories/consent.ts';

const endpoint = '**/rest/v1/contact_messages**';
const home = formCases.find((c) => c.kind === 'home')!;
const contact = formCases.find((c) => c.kind === 'contact')!;

let browser: Browser;
let server: ServerProcess;
let dataDir: string;

const leads = (...args: string[]) => runScript('leads', args, { DATA_DIR: dataDir });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-leads-'));
  // The limit's mechanism with a ceiling of 5 (the default is sized for a school: classroom.spec.ts).
  server = await startServerProcess(
    {
      RATE_LIMITS: 'true',
      DEV_MAILBOX: '1',
      CONTACT_RATE_PER_ADDRESS_PER_10MIN: '5',
      CONTACT_RATE_PER_EMAIL_PER_10MIN: '1000',
    },
    dataDir,
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server refusals and npm run leads', () => {
  const sentEmail = uniqueEmail('lead');
  const botEmail = uniqueEmail('bot');

  it('stores a message sent through the form', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.url}/contact`, { waitUntil: 'networkidle' });
    await fillValid(formOf(page, contact), contact, sentEmail);
    await formOf(page, contact).getByRole('button', { name: 'Send Message' }).click();
    await toast(page, formToasts.contactPageSent.title).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the server's own message for input the browser let through, and keeps the input", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.url}/#contact`, { waitUntil: 'networkidle' });
    // What a modified client would send: a message over the cap, past the form's own check.
    await page.route(endpoint, (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      return route.continue({ postData: JSON.stringify({ ...body, message: 'a'.repeat(5001) }) });
    });
    const form = formOf(page, home);
    const typed = await fillValid(form, home, uniqueEmail('long'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, formToasts.sendFailed.title).getByText(contactMessages.tooLong.message).waitFor();
    expect(await valuesOf(form, home)).toEqual(typed);
    expect(errors.filter((e) => !isExpectedStatusError(e))).toEqual([]);
    await context.close();
  });

  it('answers a bot that filled in the honeypot like anyone else, and stores nothing', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.url}/contact`, { waitUntil: 'networkidle' });
    const form = formOf(page, contact);
    await fillValid(form, contact, botEmail);
    await form.locator('input[name="website"]').evaluate((el) => {
      (el as HTMLInputElement).value = 'http://cheap-pills.example';
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, formToasts.contactPageSent.title).waitFor();
    const { stdout } = await leads('--json', '--limit', '100');
    expect(stdout).not.toContain(botEmail);
    const mail = await fetch(`${server.url}/_dev/mailbox.json?to=${encodeURIComponent(botEmail)}`);
    expect(await mail.json()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses the sixth message from one address in ten minutes; the form keeps its input', async () => {
    // Two messages so far (the stored one and the bot's); three more straight to the API.
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: { apikey: 'anon', 'Content-Type': 'application/json' },
        body: JSON.stringify(consented({ kind: 'webinar', email: uniqueEmail('filler') })),
      });
      expect(res.status).toBe(201);
    }
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.url}/#contact`, { waitUntil: 'networkidle' });
    const form = formOf(page, home);
    const typed = await fillValid(form, home, uniqueEmail('limited'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, formToasts.sendFailed.title)
      .getByText('Too many messages from your network. Please try again in a few minutes.')
      .waitFor();
    expect(await valuesOf(form, home)).toEqual(typed);
    expect(errors.filter((e) => !isExpectedStatusError(e))).toEqual([]);
    await context.close();
  });

  it('npm run leads lists the messages from the running server, as a table and as JSON lines', async () => {
    const table = (await leads()).stdout;
    expect(table).toMatch(/^DATE\s+KIND\s+NAME\s+EMAIL\s+DELIVERY\s+HANDLING\s+LANDING\s+REFERRER\s+UTM\s+MESSAGE/);
    expect(table).toContain(sentEmail);
    expect(table).toContain('Please send us pricing for the cloud LMS for 1,200 students.');
    const lines = (await leads('--json', '--kind', 'contact')).stdout.trim().split('\n');
    const rows = lines.map((line) => JSON.parse(line) as { email: string; kind: string; delivery_state: string });
    expect(rows.map((r) => r.email)).toEqual([sentEmail]);
    // This server has no SMTP_URL: the email is held, never reported as sent.
    expect(rows[0]).toMatchObject({ kind: 'contact', delivery_state: 'held', handling_state: 'new' });
    expect(table).toContain('held: the server had no SMTP_URL');
    const limited = (await leads('--json', '--limit', '2')).stdout.trim().split('\n');
    expect(limited).toHaveLength(2);
  });

  it('npm run leads opens the data directory itself once the server has stopped', async () => {
    expect(await server.stop()).toBe(0);
    expect(existsSync(path.join(dataDir, 'admin.json'))).toBe(false);
    const rows = (await leads('--json', '--kind', 'contact')).stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { email: string });
    expect(rows.map((r) => r.email)).toEqual([sentEmail]);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    await expect(leads('--kind', 'newsletter')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--kind must be one of'),
    });
  });
});
