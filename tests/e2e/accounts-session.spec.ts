/**
 * The session over time, on a second server whose access tokens live 120 s: supabase-js
 * refreshes the token by itself (it refreshes when 90 s or less remain, checking every 30 s),
 * the site stays signed in across the refresh and a reload, and a sign-out in one tab shows in
 * the other.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../setup/server-process.ts';
import { accountMenu, confirmedUser, toast } from './accounts-helpers.ts';
import { launchBrowser, viewports } from './browser.ts';

let browser: Browser;
let server: ServerProcess;
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServerProcess({ JWT_EXPIRY: '120', DEV_MAILBOX: '1', RATE_LIMITS: 'false' }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Stored = { access_token: string; refresh_token: string; expires_at: number };

function storedSession(page: Page): Promise<Stored | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^sb-.*-auth-token$/.test(k));
    return key ? (JSON.parse(localStorage.getItem(key)!) as Stored) : null;
  });
}

function track(page: Page, errors: string[]) {
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
}

describe('session', () => {
  it('refreshes the short-lived token by itself and stays signed in, across reloads and tabs', async () => {
    const context: BrowserContext = await browser.newContext({
      baseURL: server.url,
      viewport: viewports.desktop,
      reducedMotion: 'reduce',
    });
    const errors: string[] = [];
    try {
      const page = await context.newPage();
      track(page, errors);
      await confirmedUser(page, 'refresh', server.url);
      await accountMenu(page).waitFor();
      const first = (await storedSession(page))!;
      expect(first.expires_at - Date.now() / 1000).toBeLessThanOrEqual(121);

      // supabase-js's ticker refreshes within ~30 s of the token entering its last 90 s.
      await page.waitForFunction(
        (old) => {
          const key = Object.keys(localStorage).find((k) => /^sb-.*-auth-token$/.test(k));
          const s = key ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string }) : null;
          return s !== null && s.access_token !== old;
        },
        first.access_token,
        { timeout: 50_000, polling: 500 },
      );
      const second = (await storedSession(page))!;
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(second.expires_at).toBeGreaterThan(first.expires_at);
      await accountMenu(page).waitFor();

      // The refreshed token works for data: the guarded profile loads the saved row.
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Save Changes' }).waitFor();
      await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe('Asha Verma');
      await page.reload();
      await page.getByRole('button', { name: 'Save Changes' }).waitFor();
      await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe('Asha Verma');

      // A second tab shares the session; signing out there signs this tab out too.
      const other = await context.newPage();
      track(other, errors);
      await other.goto('/');
      await accountMenu(other).click();
      await other.getByRole('menuitem', { name: 'Sign out' }).click();
      await toast(other, 'Signed out').waitFor();
      await page.waitForURL('**/login');
      await page.getByRole('link', { name: 'Login' }).first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
