/**
 * The site chrome (spec point 2): header links and account buttons, the scroll state, the
 * mobile menu by keyboard and by touch at 390 px, the footer, and the machine-readable
 * resources (/sitemap.xml, /robots.txt, Organization JSON-LD).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { prerenderPaths } from '../../app/lib/prerender-paths.ts';
import { accountMenu, confirmedUser, toast } from './accounts-helpers.ts';
import { baseUrl, openPage, useBrowser, viewports } from './browser.ts';

const browser = useBrowser();

const header = (page: Page) => page.locator('header').first();
const mainNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page) => header(page).getByRole('button', { name: 'Menu' });
const scrolledState = (page: Page) => header(page).getAttribute('data-scrolled');

/** Waits until the session store has resolved (hydrated, signed out): Login appears. */
async function hydrated(page: Page) {
  await page.locator('[data-session="signed-out"], [data-session="signed-in"]').waitFor({ state: 'attached' });
}

describe('header', () => {
  it('links Solutions, About, Blog and Contact and shows Login and Sign Up when signed out', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: viewports.desktop });
    await page.goto('/careers');
    await hydrated(page);
    const expected = { Solutions: '/products/ai-learning', About: '/', Blog: '/blog', Contact: '/contact' };
    for (const [name, href] of Object.entries(expected))
      expect(await mainNav(page).getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    expect(await header(page).getByRole('link', { name: site.name }).getAttribute('href')).toBe('/');
    expect(await header(page).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(await header(page).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(await menuButton(page).isVisible()).toBe(false);
    await mainNav(page).getByRole('link', { name: 'Solutions' }).click();
    await page.waitForURL('**/products/ai-learning');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows Login and Sign Up without the session's code to a visit with no account, then follows a sign-in in another tab", async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: viewports.desktop });
    const chunks: string[] = [];
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (/^(session|auth-controls)-/.test(name)) chunks.push(name);
    });
    await page.goto('/careers');
    await page.locator('[data-session="signed-out"]').waitFor({ state: 'attached' });
    await page.waitForTimeout(1_000);
    expect(chunks).toEqual([]);
    // Another tab of the same browser signs up and confirms: it ends signed in.
    const other = await context.newPage();
    await confirmedUser(other, 'chrome-other-tab');
    await accountMenu(page).waitFor();
    expect(chunks.some((name) => name.startsWith('session-'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('turns white with a shadow only once the page is scrolled more than 10 px', async () => {
    const { page, context } = await openPage(browser(), { viewport: viewports.desktop });
    await page.goto('/');
    await hydrated(page);
    expect(await scrolledState(page)).toBe('false');
    const box = await header(page).boundingBox();
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    expect(await scrolledState(page)).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await page.waitForFunction(() => document.querySelector('header')?.getAttribute('data-scrolled') === 'true');
    // The colour change may still be on its (reduced-motion, near-instant) transition frame.
    await page.waitForFunction(() => {
      const el = document.querySelector('header');
      return el !== null && getComputedStyle(el).backgroundColor === 'rgb(255, 255, 255)';
    });
    const styles = await header(page).evaluate((el) => getComputedStyle(el));
    expect(styles.backgroundColor).toBe('rgb(255, 255, 255)');
    expect(styles.boxShadow).not.toBe('none');
    expect(styles.position).toBe('sticky');
    // Only colours change: the header keeps its size and stays at the top.
    await page.evaluate(() => window.scrollTo(0, 1500));
    expect(await header(page).boundingBox()).toMatchObject({ x: box!.x, y: 0, height: box!.height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('header')?.getAttribute('data-scrolled') === 'false');
    await context.close();
  });

  it('opens, walks and closes the mobile menu with the keyboard at 390 px', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: viewports.mobile });
    await page.goto('/');
    await hydrated(page);
    expect(await mainNav(page).isVisible()).toBe(false);
    const button = menuButton(page);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.focus();
    // The focus starts the button's code (first use, ADR 025); the Enter pressed meanwhile is
    // held and opens the menu once it is here.
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    for (const name of ['Solutions', 'About', 'Blog', 'Contact', 'Login', 'Sign Up'])
      await panel.getByRole('link', { name, exact: true }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Solutions');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu');
    // Space toggles too; following a link closes the menu.
    await page.keyboard.press('Space');
    await panel.getByRole('link', { name: 'Contact', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/contact');
    await page.waitForFunction(() => !document.getElementById('mobile-menu'));
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works by touch at 390 px: tap to open, tap a link to go, tap outside to close', async () => {
    const context = await browser().newContext({
      baseURL: baseUrl(),
      viewport: viewports.mobile,
      hasTouch: true,
      isMobile: true,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto('/');
    await hydrated(page);
    await menuButton(page).tap();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Sign Up' }).waitFor();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Solutions', exact: true }).tap();
    await page.waitForURL('**/products/ai-learning');
    await page.waitForFunction(() => !document.getElementById('mobile-menu'));
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    await page.goto('/');
    await hydrated(page);
    await menuButton(page).tap();
    await page.locator('#mobile-menu').waitFor();
    // The hero's figures sit below the open panel: a tap there (not on a link) closes it.
    await page.getByText('Students', { exact: true }).tap();
    await page.waitForFunction(() => !document.getElementById('mobile-menu'));
    await context.close();
  });

  it('shows a signed-in visitor their email, Profile and Sign out in the mobile menu', async () => {
    const { page, context } = await openPage(browser(), { viewport: viewports.mobile });
    const user = await confirmedUser(page, 'chrome-mobile');
    await page.goto('/');
    await menuButton(page).click();
    const panel = page.locator('#mobile-menu');
    await panel.getByText('Signed in as').waitFor();
    await panel.getByText(user.email).waitFor();
    expect(await panel.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(await panel.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await panel.getByRole('button', { name: 'Sign out' }).click();
    await toast(page, 'Signed out').waitFor();
    await page.getByText('You have successfully signed out').first().waitFor();
    await menuButton(page).click();
    await panel.getByRole('link', { name: 'Login' }).waitFor();
    await context.close();
  });
});

describe('footer', () => {
  it('has the Company, Products and Resources columns, legal links and this year', async () => {
    const { page, context } = await openPage(browser(), { viewport: viewports.desktop });
    await page.goto('/careers');
    const footer = page.locator('footer');
    const nav = footer.getByRole('navigation', { name: 'Footer' });
    for (const column of ['Company', 'Products', 'Resources'])
      await nav.getByRole('heading', { name: column }).waitFor();
    expect(await nav.getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/#about');
    expect(await nav.getByRole('link', { name: 'AI Adaptive Learning' }).getAttribute('href')).toBe(
      '/products/ai-learning',
    );
    expect(await nav.getByRole('link', { name: 'Webinars' }).getAttribute('href')).toBe('/webinars');
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    expect(await legal.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(await legal.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    const year = new Date().getFullYear();
    await footer.getByText(`© ${year} ${site.legalName.replace(/\.$/, '')}. All rights reserved.`).waitFor();
    await context.close();
  });

  it("shows the browser's current year even on a page prerendered in another year", async () => {
    const { page, context } = await openPage(browser(), { viewport: viewports.desktop });
    await page.clock.setFixedTime(new Date('2031-03-15T10:00:00+05:30'));
    await page.goto('/');
    await page.locator('footer').getByText('© 2031 ').waitFor();
    await context.close();
  });
});

describe('machine-readable resources', () => {
  it('serves /sitemap.xml listing every public page with lastmod', async () => {
    const res = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const path of [...prerenderPaths, '/blog']) expect(locs).toContain(path);
    expect(locs).not.toContain('/profile');
    // A W3C date, or a full time for pages that change with the database (content pages, posts).
    expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?Z)?<\/lastmod>/g)?.length).toBe(locs.length);
    expect(xml).toContain(`<loc>${baseUrl()}/</loc>`);
  });

  it('serves /robots.txt with the private paths disallowed and the sitemap URL', async () => {
    const res = await fetch(`${baseUrl()}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of ['/profile', '/blog/create', '/blog/edit/', '/auth/', '/rest/', '/storage/', '/_dev/'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });

  it('puts Organization JSON-LD on every page, in the HTML', async () => {
    for (const path of ['/', '/careers', '/this/does-not-exist']) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!) as Record<string, unknown>,
      );
      const org = blocks.find((b) => b['@type'] === 'Organization');
      expect(org, path).toMatchObject({
        name: site.name,
        url: site.url,
        foundingDate: '2018',
        logo: `${site.url}${site.logo}`,
        address: { addressLocality: 'Jaipur', addressRegion: 'Rajasthan', addressCountry: 'IN' },
        sameAs: expect.arrayContaining([site.social.linkedin.url, site.social.twitter.url]),
      });
      expect(org?.contactPoint).toEqual(expect.arrayContaining([expect.objectContaining({ '@type': 'ContactPoint' })]));
    }
  });
});
