/**
 * The blog listing in a real browser: server-rendered cards, search, category filter, the
 * pagination window at 1, 2, 3, 10 and 20 pages, clamping, and drafts visible only to their author.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../setup/server-process.ts';
import { launchBrowser } from './browser.ts';
import {
  apiUser,
  cardTitles,
  openOn,
  paginationText,
  seedPosts,
  signInAs,
  startBlogServer,
  type BlogUser,
} from './blog-helpers.ts';

let browser: Browser;
let server: ServerProcess;
let author: BlogUser;
let other: BlogUser;
const tag = `w${Date.now().toString(36)}`;
const groups = { alpha: 6, bravo: 12, charlie: 18, delta: 60, echo: 120 } as const;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startBlogServer()]);
  author = await apiUser(server.url, `Meera ${tag}`);
  other = await apiUser(server.url, 'Ravi Kumar');
  const start = Date.parse('2026-01-01T00:00:00Z');
  for (const [name, count] of Object.entries(groups)) {
    await seedPosts(
      author,
      Array.from({ length: count }, (_, i) => ({
        title: `${tag}${name} post ${i + 1}`,
        date: new Date(start + i * 60_000).toISOString(),
      })),
    );
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('blog listing', () => {
  it('is server rendered: cards are in the HTML without JavaScript', async () => {
    const { page, context } = await openOn(browser, server.url, { javaScriptEnabled: false });
    const res = await page.goto(`/blog?q=${tag}alpha`);
    expect(res?.status()).toBe(200);
    const titles = await cardTitles(page);
    expect(titles).toHaveLength(6);
    expect(titles[0]).toBe(`${tag}alpha post 6`); // newest first
    await page.getByRole('link', { name: `Read more: ${tag}alpha post 6` }).waitFor();
    expect(await page.locator('img[src="/images/blog-fallback.svg"]').count()).toBe(6);
    await context.close();
  });

  it('shows the pagination window for 1, 2, 3, 10 and 20 pages', async () => {
    const { page, context, errors } = await openOn(browser, server.url);
    const at = async (q: string, p = 1) => {
      await page.goto(`/blog?q=${tag}${q}${p > 1 ? `&page=${p}` : ''}`);
      await page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
      return paginationText(page);
    };
    expect(await at('alpha')).toBe('');
    expect(await at('bravo')).toBe('1 2');
    expect(await at('charlie', 2)).toBe('1 2 3');
    expect(await at('delta')).toBe('1 2 … 10');
    expect(await at('delta', 5)).toBe('1 … 4 5 6 … 10');
    expect(await at('delta', 10)).toBe('1 … 9 10');
    expect(await at('echo')).toBe('1 2 … 20');
    expect(await at('echo', 10)).toBe('1 … 9 10 11 … 20');
    expect(await at('echo', 19)).toBe('1 … 18 19 20');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves with Previous, Next and page links, disabled at the ends', async () => {
    const { page, context } = await openOn(browser, server.url);
    await page.goto(`/blog?q=${tag}charlie`);
    const prev = page.getByRole('button', { name: 'Previous' });
    await prev.waitFor();
    expect(await prev.isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    // The URL changes first; the list re-renders a moment later.
    await expect.poll(() => page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('link', { name: 'Page 3' }).click();
    await page.waitForURL(/page=3/);
    await expect.poll(() => page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await expect.poll(() => cardTitles(page).then((t) => t.length)).toBe(6);
    await page.getByRole('link', { name: 'Previous' }).click();
    await page.waitForURL(/page=2/);
    await context.close();
  });

  it('searches title, excerpt and author name case-insensitively, filters by category, and clamps the page', async () => {
    const { page, context, errors } = await openOn(browser, server.url);
    await seedPosts(other, [
      { title: `${tag} Virtual Labs`, category: 'AR/VR' },
      { title: `${tag} Inclusive classrooms`, category: 'Digital Inclusion', excerpt: 'Reaching EVERY learner' },
    ]);
    await page.goto(`/blog?q=${tag}echo&page=4`);
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill(`${tag} VIRTUAL`);
    // Typed before or after hydration, the search applies (the URL already had a q).
    await expect.poll(() => cardTitles(page)).toEqual([`${tag} Virtual Labs`]);
    // The page number is kept (spec) but clamped to the last page: never an empty page.
    expect(new URL(page.url()).searchParams.get('page')).toBe('4');
    expect(await paginationText(page)).toBe('');
    await search.fill('every learner');
    await expect.poll(() => cardTitles(page)).toEqual([`${tag} Inclusive classrooms`]);
    await search.fill(`meera ${tag.toUpperCase()}`);
    await expect.poll(async () => (await cardTitles(page)).length).toBe(6);
    await search.fill(tag);
    await page.getByRole('button', { name: 'AR/VR' }).click();
    await expect.poll(() => cardTitles(page)).toEqual([`${tag} Virtual Labs`]);
    expect(await page.getByRole('button', { name: 'AR/VR' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Future Skills' }).click();
    await page.getByRole('heading', { name: 'No articles found' }).waitFor();
    await page.getByText('Try adjusting your search or filter criteria').waitFor();
    await page.getByRole('button', { name: 'All Categories' }).click();
    await expect.poll(async () => (await cardTitles(page)).length).toBe(6);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows drafts only to their author, marked Draft, with Create New Post and Import Sample Posts', async () => {
    const [draftId] = await seedPosts(author, [{ title: `${tag} secret draft`, is_published: false }]);
    const anon = await openOn(browser, server.url);
    await anon.page.goto(`/blog?q=${tag} secret`);
    await anon.page.getByRole('heading', { name: 'No articles found' }).waitFor();
    expect(await anon.page.getByRole('link', { name: 'Create New Post' }).count()).toBe(0);
    expect(await anon.page.getByRole('button', { name: 'Import Sample Posts' }).count()).toBe(0);
    await anon.context.close();

    const stranger = await openOn(browser, server.url);
    await signInAs(stranger.page, other);
    await stranger.page.goto(`/blog?q=${tag} secret`);
    await stranger.page.getByRole('link', { name: 'Create New Post' }).waitFor();
    await stranger.page.getByRole('heading', { name: 'No articles found' }).waitFor();
    await stranger.context.close();

    const own = await openOn(browser, server.url);
    await signInAs(own.page, author);
    await own.page.goto(`/blog?q=${tag} secret`);
    const card = own.page.getByRole('article').filter({ hasText: `${tag} secret draft` });
    await card.getByText('Draft', { exact: true }).waitFor();
    await own.page.getByRole('button', { name: 'Import Sample Posts' }).waitFor();
    await card.getByRole('link', { name: /Read more/ }).click();
    await own.page.waitForURL(`**/blog/${draftId}`);
    await own.page.getByRole('heading', { name: `${tag} secret draft`, level: 1 }).waitFor();
    expect(own.errors).toEqual([]);
    await own.context.close();
  });
});
