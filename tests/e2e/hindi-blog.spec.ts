/**
 * A Hindi author and reader on /hi/blog in a real browser (issue #29): the share links, the
 * author's buttons, the delete confirmation and the toasts of deleting a post and of commenting
 * are Hindi; the (English) editor opened from /hi/blog saves with Hindi toasts and returns to
 * /hi/blog; and a request the site cannot complete on a Hindi page apologises in Hindi.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { blogCopyHi } from '../../app/features/blog/blog-copy.hi.ts';
import { blogNoticesHi } from '../../app/features/blog/blog-notices.hi.ts';
import { commentNoticesHi } from '../../app/features/comments/comment-notices.hi.ts';
import { commentsCopyHi } from '../../app/features/comments/comments-copy.hi.ts';
import { errorCopyHi } from '../../app/components/error-copy.ts';
import { useBrowserAndServer, waitForHydration } from './browser.ts';
import { apiUser, openAs, openOn, seedPosts, startBlogServer, toast, type BlogUser } from './blog-helpers.ts';

const run = useBrowserAndServer(startBlogServer);
let author: BlogUser;

beforeAll(async () => {
  author = await apiUser(run.server.url, 'Asha Verma');
}, 120_000);

describe('the blog on /hi for an author', () => {
  it('shares, comments and deletes in Hindi: labels, confirmation and toasts', async () => {
    const [postId] = (await seedPosts(author, [{ title: `हिंदी लेख ${Date.now().toString(36)}` }])) as [string];
    const { page, context, errors, dialogs } = await openAs(run.browser, run.server.url, author, `/hi/blog/${postId}`);
    await waitForHydration(page);

    // The share links: Hindi names, the Hindi page's address shared.
    for (const label of Object.values(blogCopyHi.shareOn)) {
      const link = page.getByRole('link', { name: label, exact: true });
      expect(await link.getAttribute('title')).toBe(label);
      expect(decodeURIComponent((await link.getAttribute('href')) ?? '')).toContain(`/hi/blog/${postId}`);
    }
    expect(await page.getByRole('link', { name: 'Share on X' }).count()).toBe(0);

    // A comment: Hindi toast.
    const box = page.getByLabel(commentsCopyHi.addLabel);
    await box.fill('बहुत उपयोगी लेख।');
    await page.getByRole('button', { name: commentsCopyHi.post }).click();
    await toast(page, commentNoticesHi.added.title).getByText(commentNoticesHi.added.description).waitFor();

    // The author's buttons and the delete: Hindi confirmation, Hindi toast, back to /hi/blog.
    const edit = page.getByRole('link', { name: blogCopyHi.edit, exact: true });
    expect(await edit.getAttribute('href')).toBe(`/blog/edit/${postId}?lang=hi`);
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: blogCopyHi.delete, exact: true }).click();
    await toast(page, blogNoticesHi.deleted.title).getByText(blogNoticesHi.deleted.description).waitFor();
    await page.waitForURL((url) => url.pathname === '/hi/blog');
    expect(dialogs).toEqual([`confirm: ${blogCopyHi.deleteConfirmation}`]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opened from /hi/blog, the English editor creates and updates with Hindi toasts and returns to /hi/blog', async () => {
    const { page, context, errors } = await openAs(run.browser, run.server.url, author, '/hi/blog');
    await waitForHydration(page);
    await page.getByRole('link', { name: blogCopyHi.createPost }).click();
    await page.waitForURL((url) => url.pathname === '/blog/create' && url.search === '?lang=hi');
    await page.getByRole('heading', { name: 'Create New Post' }).waitFor();
    const title = `संपादक से ${Date.now().toString(36)}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Excerpt').fill('एक छोटा सार।');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('पहला अनुच्छेद।');
    await page.getByLabel('Publish this blog post').check();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await toast(page, blogNoticesHi.created.title).getByText(blogNoticesHi.created.description).waitFor();
    await page.waitForURL((url) => /^\/hi\/blog\/[^/]+$/.test(url.pathname));
    await page.getByRole('heading', { name: title }).waitFor();

    await page.getByRole('link', { name: blogCopyHi.edit, exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/blog/edit/') && url.search === '?lang=hi');
    await page.getByLabel('Title').fill(`${title} (संशोधित)`);
    await page.getByRole('button', { name: 'Update Post' }).click();
    await toast(page, blogNoticesHi.updated.title).getByText(blogNoticesHi.updated.description).waitFor();
    await page.waitForURL((url) => /^\/hi\/blog\/[^/]+$/.test(url.pathname));
    await page.getByRole('heading', { name: `${title} (संशोधित)` }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('apologises in Hindi for a request a Hindi page cannot take, its home link /hi', async () => {
    const { page, context } = await openOn(run.browser, run.server.url);
    await page.goto('/hi/blog');
    await waitForHydration(page);
    // A plain form POST to a page with no server action: 405, the root error boundary's answer.
    const posted = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/hi/blog',
    );
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/hi/blog';
      document.body.append(form);
      form.submit();
    });
    const response = await posted;
    expect(response.status()).toBe(405);
    await page.getByRole('heading', { name: errorCopyHi.heading }).waitFor();
    await page.getByText(errorCopyHi.requestError).waitFor();
    expect(await page.getByRole('link', { name: errorCopyHi.homeLink }).getAttribute('href')).toBe('/hi');
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await context.close();
  });
});
