/**
 * The blog listing in a real browser: server-rendered cards, search, category filter, the
 * pagination window at 1, 2, 3, 10 and 20 pages, clamping, drafts visible only to their author,
 * and the listing's state in the URL: every page, category and search is a link the server
 * renders, and the filter form works without JavaScript.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserAndServer } from './browser.ts';
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

const run = useBrowserAndServer(startBlogServer);

let author: BlogUser;
let other: BlogUser;
const tag = `w${Date.now().toString(36)}`;
// A tag of its own: searches for `tag` must not find these.
const fox = `f${Date.now().toString(36)}fox`;
const groups = { alpha: 6, bravo: 12, charlie: 18, delta: 60, echo: 120 } as const;

beforeAll(async () => {
  author = await apiUser(run.server.url, `Meera ${tag}`);
  other = await apiUser(run.server.url, 'Ravi Kumar');
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
  // By the other user: searches for `tag` also match the author's name.
  await seedPosts(other, [
    ...Array.from({ length: 9 }, (_, i) => ({
      title: `${fox} lab ${i + 1}`,
      category: 'AR/VR',
      date: new Date(start + i * 60_000).toISOString(),
    })),
    ...Array.from({ length: 3 }, (_, i) => ({
      title: `${fox} skills ${i + 1}`,
      category: 'Future Skills',
      date: new Date(start + i * 60_000).toISOString(),
    })),
  ]);
}, 120_000);

describe('blog listing', () => {
  it('is server rendered: cards are in the HTML without JavaScript', async () => {
    const { page, context } = await openOn(run.browser, run.server.url, { javaScriptEnabled: false });
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
    const { page, context, errors } = await openOn(run.browser, run.server.url);
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
    const { page, context } = await openOn(run.browser, run.server.url);
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
    const { page, context, errors } = await openOn(run.browser, run.server.url);
    await seedPosts(other, [
      { title: `${tag} Virtual Labs`, category: 'AR/VR' },
      { title: `${tag} Inclusive classrooms`, category: 'Digital Inclusion', excerpt: 'Reaching EVERY learner' },
    ]);
    await page.goto(`/blog?q=${tag}echo&page=4`);
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill(`${tag} VIRTUAL`);
    // Typed before or after hydration, the search reaches the URL (which already had a q).
    await page.waitForURL(/VIRTUAL/);
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

  it('renders any page, category and search from its URL, without JavaScript', async () => {
    const { page, context } = await openOn(run.browser, run.server.url, { javaScriptEnabled: false });
    const res = await page.goto(`/blog?page=2&category=AR%2FVR&q=${fox.toUpperCase()}`);
    expect(res?.status()).toBe(200);
    expect(await cardTitles(page)).toEqual([`${fox} lab 3`, `${fox} lab 2`, `${fox} lab 1`]);
    expect(await paginationText(page)).toBe('1 2');
    expect(await page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      `/blog?category=AR%2FVR&q=${fox.toUpperCase()}`,
    );
    expect(await page.getByRole('button', { name: 'AR/VR' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('searchbox', { name: 'Search articles' }).inputValue()).toBe(`${fox.toUpperCase()}`);

    // The form without JavaScript: Enter searches within the category and keeps the page; a
    // category button keeps the search.
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill(`${fox} lab`);
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === `${fox} lab`);
    const url = new URL(page.url());
    expect(url.searchParams.get('category')).toBe('AR/VR');
    expect(url.searchParams.get('page')).toBe('2');
    expect(await cardTitles(page)).toEqual([`${fox} lab 3`, `${fox} lab 2`, `${fox} lab 1`]);
    await page.getByRole('button', { name: 'All Categories' }).click();
    await page.waitForURL((u) => u.searchParams.get('category') === '');
    expect(new URL(page.url()).searchParams.get('q')).toBe(`${fox} lab`);
    expect(await page.getByRole('button', { name: 'All Categories' }).getAttribute('aria-pressed')).toBe('true');
    await search.fill(`${fox}`);
    await page.getByRole('button', { name: 'Future Skills' }).click();
    await page.waitForURL((u) => u.searchParams.get('category') === 'Future Skills');
    expect((await cardTitles(page)).sort()).toEqual([`${fox} skills 1`, `${fox} skills 2`, `${fox} skills 3`]);
    await context.close();
  });

  it('keeps page, category and search in the URL as the reader clicks and types', async () => {
    const { page, context, errors } = await openOn(run.browser, run.server.url);
    await page.goto(`/blog?q=${fox}`);
    await page.getByRole('button', { name: 'AR/VR' }).click();
    await page.waitForURL((u) => u.searchParams.get('category') === 'AR/VR');
    await expect.poll(() => paginationText(page)).toBe('1 2');
    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => cardTitles(page)).toEqual([`${fox} lab 3`, `${fox} lab 2`, `${fox} lab 1`]);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(`${fox} lab 2`);
    await page.waitForURL((u) => u.searchParams.get('q') === `${fox} lab 2`);
    const url = new URL(page.url());
    expect([url.searchParams.get('page'), url.searchParams.get('category')]).toEqual(['2', 'AR/VR']);
    await expect.poll(() => cardTitles(page)).toEqual([`${fox} lab 2`]);
    // The same URL, opened afresh, shows the same page.
    await page.reload();
    await expect.poll(() => cardTitles(page)).toEqual([`${fox} lab 2`]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows drafts only to their author, marked Draft, with Create New Post and Import Sample Posts', async () => {
    // Its own title per attempt: a retry must not find the first attempt's draft as well.
    const title = `${tag} secret draft ${Date.now().toString(36)}`;
    const [draftId] = await seedPosts(author, [{ title, is_published: false }]);
    const anon = await openOn(run.browser, run.server.url);
    await anon.page.goto(`/blog?q=${tag} secret`);
    await anon.page.getByRole('heading', { name: 'No articles found' }).waitFor();
    expect(await anon.page.getByRole('link', { name: 'Create New Post' }).count()).toBe(0);
    expect(await anon.page.getByRole('button', { name: 'Import Sample Posts' }).count()).toBe(0);
    await anon.context.close();

    const stranger = await openOn(run.browser, run.server.url);
    await signInAs(stranger.page, other);
    await stranger.page.goto(`/blog?q=${tag} secret`);
    await stranger.page.getByRole('link', { name: 'Create New Post' }).waitFor();
    await stranger.page.getByRole('heading', { name: 'No articles found' }).waitFor();
    await stranger.context.close();

    const own = await openOn(run.browser, run.server.url);
    await signInAs(own.page, author);
    await own.page.goto(`/blog?q=${tag} secret`);
    const card = own.page.getByRole('article').filter({ hasText: title });
    await card.getByText('Draft', { exact: true }).waitFor();
    await own.page.getByRole('button', { name: 'Import Sample Posts' }).waitFor();
    await card.getByRole('link', { name: /Read more/ }).click();
    await own.page.waitForURL(`**/blog/${draftId}`);
    await own.page.getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(own.errors).toEqual([]);
    await own.context.close();
  });
});
