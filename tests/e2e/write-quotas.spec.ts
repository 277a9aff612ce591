/**
 * Write quotas and the sign-in throttle as a reader meets them (ADR 020), on a production server
 * of its own with the limits on and small numbers: the sample import, a cover upload and a
 * second webinar registration from one email address over their quotas show a toast saying when
 * to try again; an address past its failed sign-ins shows the server's words on the login form
 * (that the address must wait).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../setup/server-process.ts';
import { fillField, tinyPng } from './accounts-helpers.ts';
import { launchBrowser } from './browser.ts';
import { apiUser, openOn, signInAs, toast } from './blog-helpers.ts';
import { scheduledWebinars } from '../fixtures/seeded-webinars.ts';
import { blogCopyHi } from '../../app/features/blog/blog-copy.hi.ts';
import { blogNoticesHi } from '../../app/features/blog/blog-notices.hi.ts';

let browser: Browser;
let server: ServerProcess;
let dir: string;

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServerProcess({
      AUTH_AUTOCONFIRM: 'true',
      RATE_LIMITS: 'true',
      QUOTA_SAMPLE_IMPORTS_PER_DAY: '1',
      QUOTA_UPLOADS_PER_HOUR: '1',
      SIGN_IN_MAX_FAILURES: '2',
      QUOTA_WEBINAR_REGISTRATIONS_PER_EMAIL_PER_DAY: '1',
    }),
  ]);
  dir = mkdtempSync(path.join(tmpdir(), 'quota-files-'));
  writeFileSync(path.join(dir, 'cover.png'), tinyPng());
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Waits, if the UTC hour ends within `ms`, until it has begun anew. */
async function clearOfHourEnd(ms: number): Promise<void> {
  const left = 3_600_000 - (Date.now() % 3_600_000);
  if (left < ms) await new Promise((resolve) => setTimeout(resolve, left + 500));
}

/** What the browser reports about the 429s these tests cause on purpose is expected. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 429/.test(e));

describe('write quotas in the browser', () => {
  it('a second sample import the same day: a toast saying when to try again, nothing imported', async () => {
    const importer = await apiUser(server.url, `Quota Importer ${Date.now().toString(36)}`);
    const { page, context, errors } = await openOn(browser, server.url);
    await signInAs(page, importer);
    await page.goto('/blog');
    const button = page.getByRole('button', { name: 'Import Sample Posts' });
    await button.click();
    await toast(page, 'Sample posts imported').waitFor();
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    const refused = toast(page, 'Import failed');
    await refused.getByText(/^You have reached the limit of 1 sample import per day\. You can try again in /).waitFor();
    expect(await refused.textContent()).toMatch(/\(at \d{1,2}:\d\d/);
    const { count } = await importer.db
      .from('blog_posts')
      .select('*', { count: 'exact', head: true })
      .eq('author', importer.id);
    expect(count).toBe(18);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('on /hi/blog the same refusal is Hindi, the time in hi-IN (issue #29)', async () => {
    const importer = await apiUser(server.url, `Quota Importer Hi ${Date.now().toString(36)}`);
    const { page, context, errors } = await openOn(browser, server.url);
    await signInAs(page, importer);
    await page.goto('/hi/blog');
    const button = page.getByRole('button', { name: blogCopyHi.importSamples });
    await button.click();
    await toast(page, blogNoticesHi.imported.title).waitFor();
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    await toast(page, blogNoticesHi.importFailed.title)
      .getByText(
        /^आप प्रति दिन 1 बार नमूना लेख जोड़ने की सीमा तक पहुँच गए हैं। आप .+ बाद \(.*\d\d:\d\d बजे\) फिर से प्रयास कर सकते हैं।$/,
      )
      .waitFor();
    expect(await toast(page, blogNoticesHi.importFailed.title).textContent()).not.toMatch(/You have reached|try again/);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  // The upload quota is a fixed UTC hour (ADR 020): refused in the hour's first minute the toast
  // once said "in about 1 hour" (so this journey failed around every full hour), and in its last
  // minute it counts seconds. Two uploads either side of the hour are two windows, so the journey
  // starts clear of the hour's end.
  it('a cover upload over the hour’s quota: the upload toast says when to try again', async () => {
    await clearOfHourEnd(20_000);
    const author = await apiUser(server.url, `Quota Author ${Date.now().toString(36)}`);
    const { page, context, errors } = await openOn(browser, server.url);
    await signInAs(page, author);
    await page.goto('/blog/create');
    await page.getByLabel('Upload image').setInputFiles(path.join(dir, 'cover.png'));
    await toast(page, 'Image uploaded').waitFor();
    await page.getByRole('button', { name: 'Remove image' }).click();
    await page.getByLabel('Upload image').setInputFiles(path.join(dir, 'cover.png'));
    await toast(page, 'Upload failed')
      .getByText(
        /^You have reached the limit of 1 upload per hour\. You can try again in \d+ (?:minutes?|seconds?) \(at /,
      )
      .waitFor();
    expect(await page.getByRole('img', { name: 'Cover image preview' }).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('a second webinar registration from one email address the same day: the form says when, and keeps what was typed', async () => {
    const { page, context, errors } = await openOn(browser, server.url);
    const email = `quota-register-${Date.now().toString(36)}@example.test`;
    await page.goto('/webinars');
    await page.locator('[data-upcoming-webinars="counted"]').waitFor({ state: 'attached', timeout: 30_000 });
    const register = async (webinar: (typeof scheduledWebinars)[number]) => {
      await page.getByRole('link', { name: new RegExp(`^Register Now\\s*: ${webinar.title}$`) }).click();
      const dialog = page.getByRole('dialog', { name: `Register for “${webinar.title}”` });
      await dialog.getByLabel('Full Name').fill('Asha Verma');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Register' }).click();
      return dialog;
    };
    await register(scheduledWebinars[0]!);
    await toast(page, "You're registered").waitFor();
    const dialog = await register(scheduledWebinars[1]!);
    await toast(page, 'Could not send')
      .getByText(
        /^You have reached the limit of 1 webinar registration for one email address per day\. You can try again in .+\(at /,
      )
      .waitFor();
    // Nothing typed is lost: the dialog stays open with the values.
    expect(await dialog.getByLabel('Email').inputValue()).toBe(email);
    expect(await dialog.getByLabel('Full Name').inputValue()).toBe('Asha Verma');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('after too many failed sign-ins the login form says the address must wait', async () => {
    const user = await apiUser(server.url, `Quota Reader ${Date.now().toString(36)}`);
    const { page, context } = await openOn(browser, server.url);
    await page.goto('/login');
    await fillField(page.getByLabel('Email'), user.email);
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    const alert = page.getByRole('alert').filter({ hasText: 'Sign-in failed' });
    for (let i = 0; i < 2; i++) {
      await fillField(page.getByLabel('Password', { exact: true }), `wrong password ${i}`);
      await submit.click();
      await alert.getByText('Invalid login credentials').waitFor();
      await expect.poll(() => submit.isEnabled()).toBe(true);
    }
    await fillField(page.getByLabel('Password', { exact: true }), user.password);
    await submit.click();
    await alert
      .getByText('Too many failed sign-in attempts for this email address. Please wait 15 minutes before trying again.')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});
