/**
 * Staff accounts and the second factor, in Chromium against the production server (ADR 034): a
 * sales member signed in with a password alone gets no leads in /admin but a prompt to set up
 * two-step verification, and the rest of the site as any reader; they set it up under Profile
 * (QR code and key, then a code), and the leads open; the next sign-in asks for a code; Profile
 * lists where they are signed in and signs the other devices out.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { nextTotpCode } from '../factories/totp.ts';
import { accountMenu, fillField } from './accounts-helpers.ts';
import { apiUser, type BlogUser } from './blog-helpers.ts';
import { useBrowserAndServer } from './browser.ts';
import {
  enrolTotp,
  grantRole,
  openAs,
  openOn,
  signInAs,
  startAdminServer,
  toast,
  violations,
} from './admin-helpers.ts';

const run = useBrowserAndServer(startAdminServer);

let sales: BlogUser;

beforeAll(async () => {
  sales = await apiUser(run.server.url, 'Sanjay Sales');
  await grantRole(run.server, sales.email, 'sales');
}, 180_000);

describe('staff and two-step verification', () => {
  it('asks a staff member without a second factor to set one up, then opens the leads; the next sign-in asks for a code', async () => {
    const { page, context, errors } = await openAs(run.browser, run.server.url, sales, '/admin/leads');
    const prompt = page.getByRole('heading', { level: 1, name: 'Two-step verification required' });
    await prompt.waitFor();
    expect(await page.getByRole('row').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Admin sections' }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);

    // Set it up under Profile: QR code and key, then the app's code.
    await page.getByRole('link', { name: 'Set up two-step verification' }).click();
    await page.waitForURL((url) => url.pathname === '/profile' && url.hash === '#two-step');
    const card = page.getByRole('region', { name: 'Two-step verification' });
    await card.getByText('Staff accounts need it to open the staff area.').waitFor();
    await card.getByRole('button', { name: 'Set up two-step verification' }).click();
    await card.getByRole('img', { name: 'QR code to add this account to your authenticator app' }).waitFor();
    const key = ((await card.locator('code').textContent()) ?? '').replace(/\s+/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(await violations(page)).toEqual([]);
    await fillField(card.getByLabel('Code from your app'), await nextTotpCode(key));
    await card.getByRole('button', { name: 'Turn on' }).click();
    await toast(page, 'Two-step verification is on').waitFor();
    await card.getByText('Signing in asks for a code from your authenticator app').waitFor();

    // The same session is now aal2: the staff area opens.
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();

    // A new sign-in: password, then a code.
    const other = await openOn(run.browser, run.server.url);
    await signInAs(other.page, { ...sales, totpSecret: key });
    await other.page.goto('/admin/leads');
    await other.page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();

    // Where you're signed in: both devices; signing the other out leaves this one.
    await page.goto('/profile');
    const sessions = page.getByRole('region', { name: "Where you're signed in" });
    await expect.poll(() => sessions.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    expect(await sessions.getByText('This device').count()).toBe(1);
    expect(await sessions.getByRole('listitem').first().textContent()).toMatch(/Chrome|Chromium/);
    // Its last activity, in the browser's locale once the locale data has loaded off the main thread.
    const year = String(new Date().getUTCFullYear());
    await expect.poll(() => sessions.locator('time').first().textContent()).toContain(year);
    await sessions.getByRole('button', { name: 'Sign out other devices' }).click();
    await toast(page, 'Signed out other devices').waitFor();
    await expect.poll(() => sessions.getByRole('listitem').count(), { timeout: 15_000 }).toBe(1);
    // The other device's token stops at its next request: its leads no longer load.
    await other.page.reload();
    await other.page.getByText('This list could not be loaded.').waitFor();
    expect(await other.page.getByRole('row').count()).toBe(0);

    expect(errors).toEqual([]);
    await other.context.close();
    await context.close();
  });

  it('turns two-step verification off from Profile once the question is confirmed (its dialog loads then)', async () => {
    const member = await enrolTotp(await apiUser(run.server.url, 'Turning Off'));
    const { page, context, errors } = await openOn(run.browser, run.server.url);
    await signInAs(page, member);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Two-step verification' });
    await card.getByText('Signing in asks for a code from your authenticator app').waitFor();
    await card.getByRole('button', { name: 'Turn off two-step verification' }).click();
    const question = page.getByRole('alertdialog', { name: 'Turn off two-step verification?' });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Turn off two-step verification' }).click();
    await question.getByRole('button', { name: 'Turn off', exact: true }).click();
    await toast(page, 'Two-step verification is off').waitFor();
    await card.getByRole('button', { name: 'Set up two-step verification' }).waitFor();
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a wrong code is refused at sign-in, and Cancel signs out', async () => {
    const member = await enrolTotp(await apiUser(run.server.url, 'Careful Member'));
    const { page, context } = await openOn(run.browser, run.server.url);
    await page.goto('/login');
    await fillField(page.getByLabel('Email'), member.email);
    await fillField(page.getByLabel('Password', { exact: true }), member.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const code = page.getByLabel('Authentication code');
    await code.waitFor();
    const right = await nextTotpCode(member.totpSecret!);
    await fillField(code, String((Number(right) + 1) % 1_000_000).padStart(6, '0'));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Verification failed' }).waitFor();
    await page.getByRole('button', { name: 'Cancel and sign out' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await context.close();
  });
});
