/**
 * Issue #30, done means: "held mail is reviewed and a stale confirmation is never sent", in
 * Chromium against the real server, then with a real SMTP server on loopback (ADR 040). A site
 * runs without SMTP_URL: sign-up confirmations and form emails are held. An admin reviews them
 * in /admin Mail (the list, a search, discarding one); one person confirms their address before
 * any mail server exists (here through the link the held email carries). The operator turns SMTP
 * on (a restart with SMTP_URL, the same DATA_DIR): what is still wanted goes out, once; the
 * discarded email and the confirmations of people already confirmed never do.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinPublishableKey } from '../../config/public-env.ts';
import { consented } from '../factories/consent.ts';
import { startServerProcess, type ServerProcess } from '../setup/server-process.ts';
import { startSmtpSink, type SmtpSink } from '../setup/smtp-sink.ts';
import { authLink, mailTo } from './accounts-helpers.ts';
import type { BlogUser } from './blog-helpers.ts';
import { launchBrowser } from './browser.ts';
import { uniqueEmail } from './contact-helpers.ts';
import { enrolTotp, grantRole, openOn, signInAs, toast } from './admin-helpers.ts';

const inbox = 'hello@example.test';
const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-held-mail-'));
const env = {
  AUTH_AUTOCONFIRM: 'false',
  RATE_LIMITS: 'false',
  DEV_MAILBOX: '1',
  CONTACT_INBOX: inbox,
  MAIL_FROM: 'Aravali Learning <no-reply@example.test>',
};

let browser: Browser;
let server: ServerProcess;
let sink: SmtpSink;

const client = () =>
  createClient(server.url, builtinPublishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

/** Signs up (no session: the address needs confirming); the confirmation is held. */
async function signUp(prefix: string, fullName: string): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const password = 'correct-horse-7';
  const { data, error } = await client().auth.signUp({ email, password, options: { data: { fullName } } });
  if (error) throw new Error(error.message);
  expect(data.session).toBeNull();
  return { email, password };
}

/** Confirms through the held confirmation's link (the dev mailbox shows held mail). */
async function confirmFromHeldMail(email: string): Promise<void> {
  const [held] = await mailTo(email, server.url);
  expect(held).toMatchObject({ state: 'held', subject: expect.stringContaining('Confirm your') });
  // What the confirm page's button does: spend the link's token (verifyOtp).
  const link = new URL(authLink(held!));
  const { error } = await client().auth.verifyOtp({
    token_hash: link.searchParams.get('token_hash')!,
    type: 'signup',
  });
  expect(error).toBeNull();
}

async function sendForm(name: string, email: string): Promise<void> {
  const { error } = await client()
    .from('contact_messages')
    .insert(consented({ kind: 'contact', name, email, message: `A quote please, ${name}.` }));
  if (error) throw new Error(error.message);
}

beforeAll(async () => {
  sink = await startSmtpSink();
  [browser, server] = await Promise.all([launchBrowser(), startServerProcess(env, dataDir)]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('held mail', () => {
  it('is reviewed and discarded in /admin Mail; turning SMTP on sends the rest once, never a stale confirmation', async () => {
    // An admin: signed up, confirmed, a second factor, the role.
    const adminAccount = await signUp('admin', 'Anita Admin');
    await confirmFromHeldMail(adminAccount.email);
    const db = client();
    const signedIn = await db.auth.signInWithPassword(adminAccount);
    if (signedIn.error) throw new Error(signedIn.error.message);
    const admin: BlogUser = await enrolTotp({
      id: signedIn.data.user.id,
      ...adminAccount,
      fullName: 'Anita Admin',
      db,
    });
    await grantRole(server, admin.email, 'admin');

    // Confirmed before any mail server exists (stale), and still waiting (wanted).
    const confirmed = await signUp('confirmed', 'Chetan Confirmed');
    await confirmFromHeldMail(confirmed.email);
    const waiting = await signUp('waiting', 'Wasim Waiting');
    // Two visitors' messages: one acknowledgement will be discarded, the other kept.
    const discardedVisitor = uniqueEmail('discard');
    const keptVisitor = uniqueEmail('kept');
    await sendForm('Dev Discard', discardedVisitor);
    await sendForm('Kiran Kept', keptVisitor);

    // The review, in /admin Mail.
    const { page, context, errors } = await openOn(browser, server.url);
    await signInAs(page, admin);
    await page.goto('/admin/mail');
    await page.getByRole('heading', { level: 1, name: 'Mail' }).waitFor();
    for (const address of [confirmed.email, waiting.email, discardedVisitor, keptVisitor, inbox])
      await page.getByRole('row').filter({ hasText: address }).first().waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'Held (no mail server)' }).count()).toBeGreaterThanOrEqual(7);

    await page.getByLabel('Search address, subject or kind').fill(discardedVisitor);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: keptVisitor }).count()).toBe(0);
    const rows = page.getByRole('checkbox', {
      name: new RegExp(`^Select email to ${discardedVisitor.replace(/\./g, '\\.')}:`),
    });
    await expect.poll(() => rows.count()).toBe(1);
    await rows.check();
    await page.getByRole('button', { name: 'Discard selected' }).click();
    await toast(page, 'Discarded').waitFor();
    await page.getByText('No held or failed email.').waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // The operator turns SMTP on: a restart with SMTP_URL on the same data.
    await server.stop();
    server = await startServerProcess({ ...env, SMTP_URL: sink.url }, dataDir);

    const to = (address: string) => sink.messages.filter((m) => m.to.includes(address));
    await expect
      .poll(() => [to(waiting.email).length, to(keptVisitor).length, to(inbox).length], { timeout: 30_000 })
      .toEqual([1, 1, 2]);
    expect(to(waiting.email)[0]!.subject).toContain('Confirm your');
    // Give the worker time for anything else it would send.
    await new Promise((r) => setTimeout(r, 3000));
    expect(to(discardedVisitor)).toEqual([]);
    expect(to(confirmed.email)).toEqual([]);
    expect(to(admin.email)).toEqual([]);
    // The stale confirmations are kept for the operator, as discarded, with the reason.
    const [stale] = await mailTo(confirmed.email, server.url);
    expect(stale).toMatchObject({ state: 'discarded' });
    expect(sink.messages).toHaveLength(4);
  }, 150_000);
});
