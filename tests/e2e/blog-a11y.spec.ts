/**
 * The blog's pages against WCAG 2.2 AA (axe-core) as readers and authors see them, and the
 * listing's search box following URL changes it did not make.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, useBrowserAndServer } from './browser.ts';
import { apiUser, cardTitles, openOn, seedPosts, signInAs, startBlogServer, type BlogUser } from './blog-helpers.ts';

const run = useBrowserAndServer(startBlogServer);

let author: BlogUser;
let postId: string;
const tag = `a${Date.now().toString(36)}`;

beforeAll(async () => {
  author = await apiUser(run.server.url, 'Asha Verma');
  const ids = await seedPosts(
    author,
    Array.from({ length: 8 }, (_, i) => ({ title: `${tag} post ${i + 1}`, is_published: i !== 0 })),
  );
  postId = ids[1] as string;
  await author.db.from('blog_comments').insert({
    blog_post_id: postId,
    author_id: author.id,
    author_name: author.fullName,
    content: 'A comment',
  });
}, 120_000);

function violations(page: Page): Promise<string[]> {
  return axeViolations(page, 'main');
}

describe('blog accessibility', () => {
  it('has no axe violations on the listing, post, not-found and editor pages', async () => {
    const anon = await openOn(run.browser, run.server.url);
    await anon.page.goto(`/blog?q=${tag}`);
    await anon.page.getByRole('navigation', { name: 'Pagination' }).waitFor();
    expect(await violations(anon.page)).toEqual([]);
    await anon.page.goto(`/blog/${postId}`);
    await anon.page.getByRole('link', { name: 'Log In' }).waitFor();
    expect(await violations(anon.page)).toEqual([]);
    await anon.page.goto('/blog/00000000-0000-4000-8000-000000000000');
    await anon.page.getByRole('heading', { name: 'Blog Post Not Found' }).waitFor();
    expect(await violations(anon.page)).toEqual([]);
    await anon.context.close();

    const own = await openOn(run.browser, run.server.url);
    await signInAs(own.page, author);
    await own.page.goto(`/blog/${postId}`);
    await own.page.getByRole('button', { name: 'Delete comment' }).waitFor();
    expect(await violations(own.page)).toEqual([]);
    await own.page.goto('/blog/create');
    await own.page.getByRole('toolbar', { name: 'Formatting' }).waitFor();
    expect(await violations(own.page)).toEqual([]);
    expect(own.errors).toEqual([]);
    await own.context.close();
  });

  it('keeps the search box in step with the URL (a link to /blog clears it)', async () => {
    const { page, context } = await openOn(run.browser, run.server.url);
    await page.goto(`/blog/${postId}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(`/blog?q=${tag} post 3`);
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    expect(await search.inputValue()).toBe(`${tag} post 3`);
    expect(await cardTitles(page)).toEqual([`${tag} post 3`]);
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).first().click();
    await expect.poll(() => search.inputValue()).toBe('');
    expect((await cardTitles(page)).length).toBeGreaterThan(1);
    await context.close();
  });
});
