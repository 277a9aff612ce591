/**
 * The blog's pages against WCAG 2.2 AA (axe-core) as readers and authors see them, and the
 * listing's search box following URL changes it did not make.
 */
import type { Locator, Page } from 'playwright-core';
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
    /** Goes to `path`, waits for `ready` (the page has rendered), and finds no axe violations. */
    const noViolationsAt = async (page: Page, path: string, ready: Locator) => {
      await page.goto(path);
      await ready.waitFor();
      expect(await violations(page)).toEqual([]);
    };
    const anon = await openOn(run.browser, run.server.url);
    await noViolationsAt(anon.page, `/blog?q=${tag}`, anon.page.getByRole('navigation', { name: 'Pagination' }));
    await noViolationsAt(anon.page, `/blog/${postId}`, anon.page.getByRole('link', { name: 'Log In' }));
    await noViolationsAt(
      anon.page,
      '/blog/00000000-0000-4000-8000-000000000000',
      anon.page.getByRole('heading', { name: 'Blog Post Not Found' }),
    );
    await anon.context.close();

    const own = await openOn(run.browser, run.server.url);
    await signInAs(own.page, author);
    await noViolationsAt(own.page, `/blog/${postId}`, own.page.getByRole('button', { name: 'Delete comment' }));
    await noViolationsAt(own.page, '/blog/create', own.page.getByRole('toolbar', { name: 'Formatting' }));
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
