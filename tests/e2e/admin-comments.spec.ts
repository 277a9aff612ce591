/**
 * Staff area, Comments: a signed-in reader reports someone else's comment (once), an editor finds
 * it first with its count and reason, hides it (gone for an anonymous reader), shows it again by
 * keyboard and deletes it after confirming; the activity log shows the moderation.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserAndServer } from './browser.ts';
import { apiUser, seedPosts, type BlogUser } from './blog-helpers.ts';
import { openOn, openSection, signInAs, staffUser, startAdminServer, toast, violations } from './admin-helpers.ts';

const run = useBrowserAndServer(startAdminServer);

let author: BlogUser;
let reader: BlogUser;
let editor: BlogUser;
let admin: BlogUser;
let postId: string;

beforeAll(async () => {
  [author, reader, editor, admin] = await Promise.all([
    apiUser(run.server.url, 'Asha Verma'),
    apiUser(run.server.url, 'Ravi Kumar'),
    staffUser(run.server, 'editor', 'Esha Editor'),
    staffUser(run.server, 'admin', 'Arun Admin'),
  ]);
  [postId] = (await seedPosts(author, [{ title: 'Moderated post' }])) as [string];
}, 180_000);

const commentItem = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Comments' }).locator(':scope > li').filter({ hasText: text });

describe('Comments', () => {
  it('a reported comment comes first for an editor, who hides it from every reader, shows it again and deletes it', async () => {
    // Comments of this attempt's own (a retry starts again from two fresh ones).
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const rude = `Rude remark ${stamp}`;
    const kind = `Kind remark ${stamp}`;
    for (const content of [kind, rude]) {
      const { error } = await author.db
        .from('blog_comments')
        .insert({ blog_post_id: postId, author_id: author.id, author_name: author.fullName, content });
      if (error) throw new Error(error.message);
    }
    // A signed-in reader reports the rude comment with a reason; a second report says so.
    const r = await openOn(run.browser, run.server.url);
    await signInAs(r.page, reader);
    await r.page.goto(`/blog/${postId}`);
    await commentItem(r.page, rude).getByRole('button', { name: 'Report comment by Asha Verma' }).click();
    const dialog = r.page.getByRole('dialog', { name: 'Report comment' });
    await dialog.getByLabel('Reason (optional)').fill('Insults another reader');
    await dialog.getByRole('button', { name: 'Report' }).click();
    await toast(r.page, 'Comment reported').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await commentItem(r.page, rude).getByRole('button', { name: 'Report comment by Asha Verma' }).click();
    await r.page.getByRole('dialog', { name: 'Report comment' }).getByRole('button', { name: 'Report' }).click();
    await toast(r.page, 'Already reported').waitFor();
    expect(r.errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
    await r.context.close();

    // The author sees no Report on their own comments.
    const own = await openOn(run.browser, run.server.url);
    await signInAs(own.page, author);
    await own.page.goto(`/blog/${postId}`);
    await commentItem(own.page, rude).getByRole('button', { name: 'Delete comment' }).waitFor();
    expect(await own.page.getByRole('button', { name: /^Report comment/ }).count()).toBe(0);
    await own.context.close();

    // The editor: reported first, with its count and reason.
    const e = await openOn(run.browser, run.server.url);
    await signInAs(e.page, editor);
    await openSection(e.page, '/admin/comments', 'Comments');
    const items = e.page.getByRole('list', { name: 'Comments to moderate' }).locator(':scope > li');
    await items.first().waitFor();
    const first = items.first();
    expect(await first.textContent()).toContain(rude);
    expect(await first.textContent()).toContain('1 report');
    expect(await first.textContent()).toContain('Insults another reader');
    expect(await first.textContent()).toContain('Moderated post');
    expect(await violations(e.page)).toEqual([]);
    await first.getByRole('button', { name: 'Hide comment by Asha Verma' }).click();
    await toast(e.page, 'Comment hidden').waitFor();
    await items.filter({ hasText: rude }).getByText('Hidden', { exact: true }).waitFor();

    // Gone for an anonymous reader; the other comment stays.
    const anon = await openOn(run.browser, run.server.url);
    await anon.page.goto(`/blog/${postId}`);
    await commentItem(anon.page, kind).waitFor();
    expect(await commentItem(anon.page, rude).count()).toBe(0);
    expect(await anon.page.content()).not.toContain(rude);
    await anon.context.close();

    // Unhide by keyboard, then Delete after confirming.
    const unhide = items.filter({ hasText: rude }).getByRole('button', { name: 'Unhide comment by Asha Verma' });
    await unhide.focus();
    await e.page.keyboard.press('Enter');
    await toast(e.page, 'Comment visible').waitFor();
    const del = items.filter({ hasText: rude }).getByRole('button', { name: 'Delete comment by Asha Verma' });
    await del.focus();
    await e.page.keyboard.press('Enter');
    const confirm = e.page.getByRole('alertdialog', { name: 'Delete this comment?' });
    await confirm.waitFor();
    expect(await violations(e.page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete comment' }).click();
    await toast(e.page, 'Comment deleted').waitFor();
    await expect.poll(() => items.filter({ hasText: rude }).count()).toBe(0);
    expect(e.errors).toEqual([]);
    await e.context.close();

    // The activity log: the editor's hide, unhide and delete.
    const a = await openOn(run.browser, run.server.url);
    await signInAs(a.page, admin);
    await openSection(a.page, '/admin/activity', 'Activity');
    const entries = a.page.getByRole('row').filter({ hasText: editor.email });
    await entries.first().waitFor();
    expect(await entries.count()).toBeGreaterThanOrEqual(3);
    await a.context.close();
  }, 240_000);
});
