/**
 * Static sections (app/lib/static-html.tsx, ADR 010 session 4): the marketing pages' content is
 * server HTML that the browser keeps without hydrating it or loading its code; a client-side
 * navigation to a page loads its sections' code and renders them; links inside the kept HTML
 * still navigate client-side.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydratedMark } from '../../config/page.ts';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const waitForHydration = (page: Page) =>
  page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, hydratedMark);

/** Remembers the server's h1 element and a footer link before any script runs. */
const rememberServerNodes = () => {
  document.addEventListener('DOMContentLoaded', () => {
    const w = window as unknown as Record<string, unknown>;
    w.__serverH1 = document.querySelector('main h1');
    w.__serverFooterLink = document.querySelector('footer a[href="/careers"]');
  });
};

/** A value on `window` survives client-side navigation and is lost on a document load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __doc: number }).__doc = 1));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __doc?: number }).__doc === 1);

describe('static sections', () => {
  it('keeps the server DOM through hydration, without loading its code or logging errors', async () => {
    const { page, context, errors } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.addInitScript(rememberServerNodes);
    await page.goto('/');
    await waitForHydration(page);
    const kept = await page.evaluate(() => {
      const w = window as unknown as { __serverH1: Element | null; __serverFooterLink: Element | null };
      return {
        h1: w.__serverH1 !== null && w.__serverH1 === document.querySelector('main h1') && w.__serverH1.isConnected,
        footer: w.__serverFooterLink !== null && w.__serverFooterLink.isConnected,
        sections: document.querySelectorAll('[data-static]').length,
      };
    });
    expect(kept).toEqual({ h1: true, footer: true, sections: expect.any(Number) });
    expect(kept.sections).toBeGreaterThan(0);
    await expect(page.locator('#about').count()).resolves.toBe(1);
    await expect(page.locator('#contact form').count()).resolves.toBe(1);
    // The sections' own code is not part of the start-up (nor fetched later for this page).
    await page.waitForTimeout(500);
    expect(scripts.filter((s) => /static-sections|footer-content/.test(s))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders a page in full after a client-side navigation to it, and back', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/careers');
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Transforming education with intelligent technology' }).waitFor();
    for (const id of ['about', 'solutions', 'benefits', 'nvidia', 'contact']) {
      await expect(page.locator(`#${id}`).count()).resolves.toBe(1);
    }
    expect(await sameDocument(page)).toBe(true);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/careers');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('navigates client-side from a link inside static HTML, and leaves other links to the browser', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/');
    await waitForHydration(page);
    await markDocument(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Careers' }).click();
    await page.waitForURL((url) => url.pathname === '/careers');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    // A hash link to another page (the footer's About Us) scrolls to the section after navigating.
    await footer.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#about');
    await page.waitForFunction(() => {
      const top = document.getElementById('about')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 120;
    });
    expect(await sameDocument(page)).toBe(true);
    // A same-page anchor in the kept hero is the browser's.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('main a[href="#contact"]').first().click();
    await page.waitForURL((url) => url.hash === '#contact');
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
