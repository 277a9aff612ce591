/**
 * Issue #30, done means: "a webinar's registrants receive the reminder once, across a restart
 * at the send time", in Chromium against the real server with a real SMTP server on loopback
 * (ADR 040). Content staff publish a webinar that starts within the hour (so its one-hour
 * reminder is due now) and set its join link; one visitor registers on /webinars in the browser,
 * another through the API. The server is restarted at the send time (same DATA_DIR): the new
 * process sends each registrant the reminder with the join link; restarted again, nothing more
 * goes out.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinPublishableKey } from '../../config/public-env.ts';
import { formToasts } from '../../app/features/contact/copy.ts';
import { consented } from '../factories/consent.ts';
import { nextTotpCode } from '../factories/totp.ts';
import { startServerProcess, type ServerProcess } from '../setup/server-process.ts';
import { startSmtpSink, type SmtpSink } from '../setup/smtp-sink.ts';
import { launchBrowser } from './browser.ts';
import { toast, uniqueEmail } from './contact-helpers.ts';
import { openOn, staffUser } from './admin-helpers.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-webinar-reminder-'));
const istOffsetMs = (5 * 60 + 30) * 60_000;
const joinUrl = 'https://meet.example.test/restart-proof';

let browser: Browser;
let server: ServerProcess;
let sink: SmtpSink;

function startServer(): Promise<ServerProcess> {
  return startServerProcess({ AUTH_AUTOCONFIRM: 'true', RATE_LIMITS: 'false', SMTP_URL: sink.url }, dataDir);
}

/** The webinar's IST date and time ('h:mm AM IST') for a start at `at`. */
function istDateAndTime(at: Date): { date: string; time: string } {
  const ist = new Date(at.getTime() + istOffsetMs);
  const h = ist.getUTCHours();
  return {
    date: ist.toISOString().slice(0, 10),
    time: `${h % 12 === 0 ? 12 : h % 12}:${String(ist.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'} IST`,
  };
}

beforeAll(async () => {
  sink = await startSmtpSink();
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('webinar reminders', () => {
  it('reach every registrant once, across a restart at the send time', async () => {
    // An admin with a second factor, signed in afresh so the token carries the role at aal2.
    const admin = await staffUser(server, 'admin', 'Meera Events');
    const staff: SupabaseClient = createClient(server.url, builtinPublishableKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const signedIn = await staff.auth.signInWithPassword({ email: admin.email, password: admin.password });
    if (signedIn.error) throw new Error(signedIn.error.message);
    const factor = (await staff.auth.mfa.listFactors()).data!.totp[0]!;
    const verified = await staff.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: await nextTotpCode(admin.totpSecret!),
    });
    if (verified.error) throw new Error(verified.error.message);

    // Starts at the next whole minute plus an hour less a minute: the one-hour reminder is due now.
    const startsAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 59 * 60_000);
    const slug = `restart-proof-${Date.now().toString(36)}`;
    const title = `Restart-proof lessons ${slug.slice(-6)}`;
    const created = await staff
      .from('content_entries')
      .insert({
        type: 'webinar',
        slug,
        status: 'published',
        fields: {
          title: { en: title, hi: null },
          category: 'AI Learning',
          ...istDateAndTime(startsAt),
          duration_minutes: 45,
          speakers: [{ name: { en: 'Asha Verma', hi: null }, role: { en: 'Teacher', hi: null }, photo: null }],
        },
      })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    // The join link's one store (migration 0371): the entry's private row.
    const link = await staff
      .from('content_private')
      .insert({ entry_id: (created.data as { id: string }).id, join_link: joinUrl });
    expect(link.error).toBeNull();

    // One registrant in the browser, one through the API.
    const inBrowser = uniqueEmail('reg-browser');
    const throughApi = uniqueEmail('reg-api');
    const { page, context, errors } = await openOn(browser, server.url);
    await page.goto('/webinars');
    await page.locator('[data-upcoming-webinars="counted"]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.getByRole('link', { name: new RegExp(`^Register Now\\s*: ${title}$`) }).click();
    const dialog = page.getByRole('dialog', { name: `Register for “${title}”` });
    await dialog.getByLabel('Full Name').fill('Asha Verma');
    await dialog.getByLabel('Email').fill(inBrowser);
    await dialog.getByLabel('Organization').fill('DPS Jaipur');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await toast(page, formToasts.webinarRegistered(inBrowser, title).title).waitFor();
    expect(errors).toEqual([]);
    await context.close();
    const anon = createClient(server.url, builtinPublishableKey, { auth: { persistSession: false } });
    const registered = await anon
      .from('contact_messages')
      .insert(consented({ kind: 'webinar_registration', webinar_id: slug, name: 'Ravi Iyer', email: throughApi }));
    expect(registered.error).toBeNull();

    // The send time has come; the server restarts before (or while) its next pass.
    await server.stop();
    server = await startServer();
    const reminders = (email: string) =>
      sink.messages.filter((m) => m.to.includes(email) && m.subject === `Starting in one hour: ${title}`);
    await expect
      .poll(() => [reminders(inBrowser).length, reminders(throughApi).length], { timeout: 30_000 })
      .toEqual([1, 1]);
    expect(reminders(inBrowser)[0]!.text).toContain(joinUrl);

    // Another restart inside the window: its first pass finds both already sent.
    await server.stop();
    server = await startServer();
    await new Promise((r) => setTimeout(r, 5000));
    expect([reminders(inBrowser).length, reminders(throughApi).length]).toEqual([1, 1]);
    // Nor was a day-before reminder sent this late.
    expect(sink.messages.filter((m) => m.subject === `Tomorrow: ${title}`)).toEqual([]);
  }, 150_000);
});
