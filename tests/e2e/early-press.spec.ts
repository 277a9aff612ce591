/**
 * A press on a script-only button before the page has hydrated (ADR 045): the inline script of
 * server/site/prerendered.ts holds it and clicks the same button again once the root has
 * hydrated, so the chat panel and the header menu open instead of losing the press. The page
 * runs with the CPU 4x slower and its client entry 1.5 s late, so the press lands before hydration.
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
