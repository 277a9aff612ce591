/**
 * Static sections (app/lib/static-html.tsx, ADR 010): the marketing pages' content is
 * server HTML that the browser keeps without hydrating it or loading its code; a client-side
 * navigation to a page loads its sections' code and renders them; links inside the kept HTML
 * still navigate client-side.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formToasts } from '../../app/features/contact/copy.ts';
import { toast } from './accounts-helpers.ts';
import { openPage, useBrowser, waitForHydration } from './browser.ts';

const browser = useBrowser();

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

/** A fresh page at `path`, hydrated, its document marked (markDocument) to tell a client-side navigation. */
async function openMarked(path: string) {
  const opened = await openPage(browser());
  await opened.page.goto(path);
  await waitForHydration(opened.page);
  await markDocument(opened.page);
  return opened;
}

describe('static sections', () => {
  it('keeps the server DOM through hydration, without loading its code or logging errors', async () => {
    const { page, context, errors } = await openPage(browser());
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
    const { page, context, errors } = await openMarked('/careers');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Transforming education with intelligent technology' }).waitFor();
    for (const id of ['about', 'solutions', 'benefits', 'nvidia', 'contact']) {
      await expect(page.locator(`#${id}`).count()).resolves.toBe(1);
    }
    // The contact form (a deferred island) is there too, rendered by React at once.
    await page.getByRole('form', { name: 'Contact form' }).getByLabel('Full Name').waitFor();
    expect(await sameDocument(page)).toBe(true);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/careers');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('navigates client-side from a link inside static HTML, and leaves other links to the browser', async () => {
    const { page, context, errors } = await openMarked('/');
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

  it('keeps what is typed into a deferred form, and holds a submission made before its code arrives', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    // Hold the home contact form's code until the visitor has typed and pressed Send.
    const held: Route[] = [];
    await page.route(/\/assets\/home-contact-form-[^/]+\.js$/, (route) => void held.push(route));
    await page.goto('/#contact');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Full Name').fill('Meera Shekhawat');
    await form.getByLabel('Email Address').fill('meera.shekhawat@dps-jaipur.edu.in');
    await form.getByLabel('Message').fill('We would like a demo of the AR/VR labs.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForTimeout(300);
    // No native submission (it would have put the fields in the URL) and nothing lost.
    expect(new URL(page.url()).search).toBe('');
    expect(await form.getByLabel('Full Name').inputValue()).toBe('Meera Shekhawat');
    expect(held.length).toBeGreaterThan(0);
    for (const route of held.splice(0)) await route.continue();
    await page.unroute(/\/assets\/home-contact-form-[^/]+\.js$/);
    // The code arrives, takes the values over and sends the held submission.
    await toast(page, formToasts.messageSent.title).waitFor();
    expect(await form.getByLabel('Full Name').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("selects a whitepaper from its card's Download PDF, before and after the form's code has arrived", async () => {
    const { page, context, errors } = await openPage(browser());
    const held: Route[] = [];
    await page.route(/\/assets\/whitepaper-access-form-[^/]+\.js$/, (route) => void held.push(route));
    await page.goto('/whitepapers');
    await waitForHydration(page);
    const links = page.getByRole('main').getByRole('link', { name: /^Download PDF/ });
    const paper = page.locator('select[name="paper"]');
    const name = page.getByLabel('Full Name');
    const chosen = async (index: number) => {
      const id = await links.nth(index).getAttribute('data-whitepaper');
      await page.waitForFunction(
        ([want]) => (document.querySelector('select[name="paper"]') as HTMLSelectElement | null)?.value === want,
        [id],
      );
      expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
      return id;
    };
    await links.nth(1).click();
    const first = await chosen(1);
    expect(new URL(page.url()).hash).toBe('');
    for (const route of held.splice(0)) await route.continue();
    await page.unroute(/\/assets\/whitepaper-access-form-[^/]+\.js$/);
    // Once the form's code has taken over it keeps the choice, and a second card changes it.
    // React owns the form once its code has rendered it (its ref marks it, app/lib/hydrated-form.ts).
    await page.waitForFunction(() => document.querySelector('form#whitepaper-access[data-hydrated]') !== null);
    expect(await paper.inputValue()).toBe(first);
    await links.nth(3).click();
    await chosen(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the old page on screen while a page's sections are loading after a click", async () => {
    const { page, context, errors } = await openPage(browser());
    const held: Route[] = [];
    await page.route(/\/assets\/view-[^/]+\.js$/, (route) => void held.push(route));
    await page.goto('/careers');
    await waitForHydration(page);
    const careersHeading = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.waitForTimeout(400);
    expect(held.length).toBeGreaterThan(0);
    // No blank page in between: the old page stays until the new one can render in full.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(careersHeading);
    for (const route of held.splice(0)) await route.continue();
    await page.getByRole('heading', { level: 1, name: 'Transforming education with intelligent technology' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
