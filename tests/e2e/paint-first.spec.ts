/**
 * Server-rendered pages (blog, accounts) paint the way prerendered ones do (ADR 025): the
 * stylesheet inlined, no module preloads in the head, the scripts started after the first paint.
 * What a visitor types and submits before the code has arrived is kept and sent once the page
 * has hydrated, never submitted natively (a sign-in form would put the password in the URL).
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { hydratedMark, inlinedStylesheetAttribute } from '../../rules/html-page.ts';
import { waitForHydration, useBrowserAndServer } from './browser.ts';
import { apiUser, openOn, seedPosts, startBlogServer, type BlogUser } from './blog-helpers.ts';

const run = useBrowserAndServer(startBlogServer);

let author: BlogUser;
let postId: string;

beforeAll(async () => {
  author = await apiUser(run.server.url, 'Asha Verma');
  [postId] = (await seedPosts(author, [{ title: 'Paint first' }])) as [string];
}, 120_000);

describe('server-rendered pages paint first', () => {
  it('inline the stylesheet and start no script from the head, then hydrate without errors', async () => {
    for (const path of ['/blog', `/blog/${postId}`, '/login', '/signup', '/profile']) {
      const html = await (await fetch(`${run.server.url}${path}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toContain(`<style ${inlinedStylesheetAttribute}="/assets/`);
      expect(head, path).not.toMatch(/<link[^>]*rel="stylesheet"/);
      expect(html, path).not.toContain('rel="modulepreload"');

      const { page, context, errors } = await openOn(run.browser, run.server.url);
      await page.goto(path);
      await waitForHydration(page);
      // The site's CSS applies (Tailwind's flex column body) and no stylesheet was fetched.
      expect(await page.evaluate(() => getComputedStyle(document.body).flexDirection)).toBe('column');
      const css = await page.evaluate(() =>
        performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.css')),
      );
      expect(css, path).toEqual([]);
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });

  it('signs in with what was typed and submitted before the code arrived, never through the URL', async () => {
    const { page, context, errors } = await openOn(run.browser, run.server.url);
    const urls: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) urls.push(frame.url());
    });
    // The client entry arrives 2 s late: the form is on screen long before React.
    await page.route('**/assets/entry.client-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(author.email);
    await page.getByLabel('Password', { exact: true }).fill(author.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect(await page.evaluate((mark) => performance.getEntriesByName(mark).length, hydratedMark)).toBe(0);
    await page.waitForURL((url) => url.pathname === '/');
    expect(urls.filter((u) => u.includes('password'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a sign-in pressed after the form has hydrated but before the page has, with what was typed before', async () => {
    const { page, context, errors } = await openOn(run.browser, run.server.url);
    // The page's mark waits for the test: the form hydrates, the hand-over of what was typed does not.
    await page.addInitScript((mark) => {
      const dispatch = window.dispatchEvent.bind(window);
      let held: Event | undefined;
      let released = false;
      window.dispatchEvent = (event) => (event.type === mark && !released ? ((held = event), true) : dispatch(event));
      Object.assign(window, { releaseMark: () => ((released = true), held && dispatch(held)) });
      // Notes a field message ever shown: React checking the form with its own, empty, state.
      new MutationObserver(() => {
        if (document.querySelector('main')?.textContent?.includes('is required'))
          document.documentElement.dataset.sawRequired = '';
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, hydratedMark);
    let arrive = () => {};
    const typed = new Promise<void>((resolve) => (arrive = resolve));
    await page.route('**/assets/entry.client-*.js', async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email').fill(author.email);
    await page.getByLabel('Password', { exact: true }).fill(author.password);
    arrive();
    await page.locator('form[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.evaluate(() => (window as unknown as { releaseMark: () => void }).releaseMark());
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.locator('html[data-saw-required]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
