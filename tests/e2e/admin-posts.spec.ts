/**
 * Staff area, Posts: an editor sees every post, drafts included, with author and state;
 * unpublishes one (gone for visitors) and publishes it again, edits someone else's post in the
 * existing editor, and deletes one after confirming, by keyboard.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { viewports, useBrowserAndServer } from './browser.ts';
import { apiUser, seedPosts, type BlogUser } from './blog-helpers.ts';
import { openOn, openSection, signInAs, staffUser, startAdminServer, toast, violations } from './admin-helpers.ts';

const run = useBrowserAndServer(startAdminServer);

let author: BlogUser;
let editor: BlogUser;
/** The 390 px test's editor: a TOTP code signs in once, so sharing `editor` waited up to 30 s. */
let narrowEditor: BlogUser;
let published: string;
let draft: string;
const tag = `p${Date.now().toString(36)}`;

beforeAll(async () => {
  [author, editor, narrowEditor] = await Promise.all([
    apiUser(run.server.url, 'Asha Verma'),
    staffUser(run.server, 'editor', 'Esha Editor'),
    staffUser(run.server, 'editor', 'Neha Editor'),
  ]);
  [published, draft] = (await seedPosts(author, [
    { title: `${tag} published` },
    { title: `${tag} draft`, is_published: false },
  ])) as [string, string];
}, 180_000);

describe('Posts', () => {
  it('lists drafts too; Unpublish, Publish, Edit someone else’s post and Delete', async () => {
    const { page, context, errors } = await openOn(run.browser, run.server.url);
    await signInAs(page, editor);
    await openSection(page, `/admin/posts?q=${tag}`, 'Posts');
    const row = (title: string) => page.getByRole('row').filter({ hasText: title });
    await row(`${tag} draft`).waitFor();
    expect(await row(`${tag} draft`).textContent()).toContain('Draft');
    expect(await row(`${tag} draft`).textContent()).toContain('Asha Verma');
    expect(await row(`${tag} published`).textContent()).toContain('Published');
    expect(await violations(page)).toEqual([]);

    // Unpublish: a visitor no longer finds it; Publish brings it back.
    await row(`${tag} published`)
      .getByRole('button', { name: `Unpublish "${tag} published"` })
      .click();
    await toast(page, 'Post unpublished').waitFor();
    await row(`${tag} published`).getByText('Draft').waitFor();
    const visitor = await openOn(run.browser, run.server.url);
    await visitor.page.goto(`/blog/${published}`);
    await visitor.page.getByRole('heading', { name: 'Blog Post Not Found' }).waitFor();
    await row(`${tag} published`)
      .getByRole('button', { name: `Publish "${tag} published"` })
      .click();
    await toast(page, 'Post published').waitFor();
    await visitor.page.goto(`/blog/${published}`);
    await visitor.page.getByRole('heading', { level: 1, name: `${tag} published` }).waitFor();
    await visitor.context.close();

    // Edit opens the existing editor on the author's draft, and saving keeps the author.
    await row(`${tag} draft`)
      .getByRole('link', { name: `Edit "${tag} draft"` })
      .click();
    await page.waitForURL(`**/blog/edit/${draft}`);
    await expect.poll(() => page.getByLabel('Title').inputValue(), { timeout: 20_000 }).toBe(`${tag} draft`);
    await page.getByLabel('Title').fill(`${tag} draft, edited`);
    await page.getByRole('button', { name: /^(Update|Save)/ }).click();
    await page.waitForURL(`**/blog/${draft}`);
    const { data } = await author.db.from('blog_posts').select('title,author').eq('id', draft).single();
    expect(data).toEqual({ title: `${tag} draft, edited`, author: author.id });

    // Delete by keyboard, after confirming.
    await openSection(page, `/admin/posts?q=${tag}`, 'Posts');
    const del = row(`${tag} draft, edited`).getByRole('button', { name: `Delete "${tag} draft, edited"` });
    await del.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete this post?' });
    await confirm.waitFor();
    await page.keyboard.press('Tab');
    expect(
      await confirm.getByRole('button', { name: 'Delete post' }).evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await toast(page, 'Post deleted').waitFor();
    await expect.poll(() => row(`${tag} draft, edited`).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('reads at 390 px: the table scrolls inside its own region', async () => {
    const { page, context } = await openOn(run.browser, run.server.url);
    await page.setViewportSize(viewports.mobile);
    await signInAs(page, narrowEditor);
    await openSection(page, `/admin/posts?q=${tag}`, 'Posts');
    await page
      .getByRole('row')
      .filter({ hasText: `${tag} published` })
      .waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await violations(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
