/**
 * Staff area, Users (admin only): search by email, set a role, ban (the user cannot sign in),
 * unban, delete (their posts and comments go too); the activity log shows each action.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserAndServer } from './browser.ts';
import { fillField } from './accounts-helpers.ts';
import { apiUser, seedPosts, type BlogUser } from './blog-helpers.ts';
import { openOn, openSection, signInAs, staffUser, startAdminServer, toast, violations } from './admin-helpers.ts';

const run = useBrowserAndServer(startAdminServer);

let admin: BlogUser;

beforeAll(async () => {
  admin = await staffUser(run.server, 'admin', 'Arun Admin');
}, 180_000);

async function trySignIn(page: Page, user: BlogUser) {
  await page.goto('/login');
  await fillField(page.getByLabel('Email'), user.email);
  await fillField(page.getByLabel('Password', { exact: true }), user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('Users', () => {
  it('sets a role, bans (no sign-in), unbans and deletes; the activity log shows each', async () => {
    // A member of this attempt's own (a retry starts again from a user with no role).
    const member = await apiUser(run.server.url, 'Meera Member');
    const [postId] = (await seedPosts(member, [{ title: 'Member post' }])) as [string];
    const { page, context, errors } = await openOn(run.browser, run.server.url);
    await signInAs(page, admin);
    await openSection(page, '/admin/users', 'Users');
    expect(await page.getByText('blog posts (drafts included) and comments are deleted').count()).toBe(1);
    await page.getByLabel('Search by email').fill(member.email);
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: member.email });
    await row.waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // the header and the one user
    expect(await row.textContent()).toContain('Confirmed');
    expect(await violations(page)).toEqual([]);

    // Role.
    await row.getByLabel(`Role of ${member.email}`, { exact: true }).selectOption('editor');
    await row.getByRole('button', { name: `Set role of ${member.email}` }).click();
    await toast(page, 'Role set').waitFor();
    await expect.poll(() => row.getByLabel(`Role of ${member.email}`, { exact: true }).inputValue()).toBe('editor');

    // Ban for 24 hours: the user cannot sign in.
    await row.getByRole('button', { name: `Ban ${member.email}` }).click();
    const ban = page.getByRole('alertdialog', { name: `Ban ${member.email}?` });
    await ban.getByLabel('How long').selectOption('24 hours');
    await ban.getByRole('button', { name: 'Ban user' }).click();
    await toast(page, 'User banned').waitFor();
    await row.getByRole('button', { name: `Unban ${member.email}` }).waitFor();
    const banned = await openOn(run.browser, run.server.url);
    await trySignIn(banned.page, member);
    await banned.page.getByRole('alert').filter({ hasText: 'Sign-in failed' }).waitFor();
    expect(new URL(banned.page.url()).pathname).toBe('/login');

    // Unban: they can sign in again.
    await row.getByRole('button', { name: `Unban ${member.email}` }).click();
    await toast(page, 'User unbanned').waitFor();
    await trySignIn(banned.page, member);
    await banned.page.waitForURL((url) => url.pathname === '/');
    await banned.context.close();

    // Delete, after a question that says what happens to their posts and comments.
    await row.getByRole('button', { name: `Delete ${member.email}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${member.email}?` });
    expect(await confirm.textContent()).toContain('blog posts (drafts included) and comments are deleted for good');
    await confirm.getByRole('button', { name: 'Delete user' }).click();
    await toast(page, 'User deleted').waitFor();
    await page.getByText('No users match this search.').waitFor();
    const visitor = await openOn(run.browser, run.server.url);
    await visitor.page.goto(`/blog/${postId}`);
    await visitor.page.getByRole('heading', { name: 'Blog Post Not Found' }).waitFor();
    await visitor.context.close();

    // The activity log: every action, newest first, by this admin.
    await openSection(page, '/admin/activity', 'Activity');
    const entries = page.getByRole('row').filter({ hasText: admin.email });
    await entries.first().waitFor();
    expect(await entries.count()).toBeGreaterThanOrEqual(4);
    expect(await violations(page)).toEqual([]);
    expect(errors.filter((e) => !/status of (400|403)/.test(e))).toEqual([]);
    await context.close();
  }, 240_000);
});
