/**
 * A press on a script-only button before the page has hydrated (ADR 045): the inline script of
 * server/site/prerendered.ts holds it and clicks the same button again once the root has
 * hydrated, so the chat panel and the header menu open instead of losing the press. The page
 * runs with the CPU 4x slower and its client entry 1.5 s late, so the press lands before hydration.
 * The script is in the head, so it holds what is pressed on the part of a page that has arrived
 * before the rest (a slow connection): a sign-in form is never submitted natively.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydratedMark } from '../../rules/html-page.ts';
import { openPage, useBrowser, viewports } from './browser.ts';

const browser = useBrowser();

/** Opens `path` on a slow phone whose scripts arrive late; resolves once `press` was pressed before hydration. */
async function pressEarly(page: Page, path: string, name: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  const button = page.getByRole('button', { name, exact: true });
  await button.click();
  expect(await page.evaluate((mark) => performance.getEntriesByName(mark).length, hydratedMark)).toBe(0);
  return button;
}

describe('a press before hydration', () => {
  it('opens the chat panel once the page has hydrated', async () => {
    const { page, context, errors } = await openPage(browser());
    const button = await pressEarly(page, '/contact', 'Chat assistant');
    await page.getByRole('dialog', { name: 'Chat Assistant' }).waitFor({ timeout: 20_000 });
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('holds a sign-in submitted before the rest of the page has arrived: the password never reaches the URL', async () => {
    const { page, context, errors } = await openPage(browser());
    // The page as a slow connection delivers it: everything up to the end of the sign-in form, and
    // nothing after it yet (neither the page's scripts nor the end of the body).
    await page.route(
      (url) => url.pathname === '/login',
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const formEnd = html.indexOf('</form>') + '</form>'.length;
        expect(formEnd).toBeGreaterThan('</form>'.length);
        const headers = { ...response.headers() };
        delete headers['content-encoding'];
        delete headers['content-length'];
        await route.fulfill({ status: response.status(), headers, body: html.slice(0, formEnd) });
      },
    );
    // Notes, once the submit event is over, whether the page's own code prevented the submission
    // (a listener after the page's would not see the event: the page keeps it from React too).
    await page.addInitScript(() => {
      window.addEventListener(
        'submit',
        (event) => setTimeout(() => (document.documentElement.dataset.submitHeld = String(event.defaultPrevented))),
        true,
      );
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill('early@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-in-the-url-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('html[data-submit-held]').waitFor({ state: 'attached' });
    expect(await page.locator('html').getAttribute('data-submit-held')).toBe('true');
    expect(page.url()).not.toContain('not-in-the-url');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the header menu on a phone once the page has hydrated', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: viewports.mobile });
    const button = await pressEarly(page, '/', 'Menu');
    await page.locator('button[aria-label="Menu"][aria-expanded="true"]').waitFor({ timeout: 20_000 });
    await page.locator('#mobile-menu').waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });
});
