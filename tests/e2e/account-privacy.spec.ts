/**
 * Privacy rights in Chromium against the production server (ADR 035): a reader downloads their
 * data from Profile (their post, comment and the message they sent with their address, not
 * someone else's), then deletes their account: they choose to keep their posts anonymised, are
 * told so before confirming, confirm from the emailed link (opening it deletes nothing; the
 * button does), and the link works once. Their post stays, by "Former member"; they cannot sign in.
 * The email goes through a real SMTP server on loopback (issue #30's done means).
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { consented } from '../factories/consent.ts';
import { apiUser, openAs, seedPosts, toast, type BlogUser } from './blog-helpers.ts';
import { useBrowserServerAndSink } from './browser.ts';
import { violations } from './admin-helpers.ts';

const run = useBrowserServerAndSink();

let reader: BlogUser;
let postId: string;

beforeAll(async () => {
  reader = await apiUser(run.server.url, 'Divya Reader');
  [postId] = (await seedPosts(reader, [{ title: 'Field trip to the planetarium' }])) as [string];
  const comment = await reader.db
    .from('blog_comments')
    .insert({ blog_post_id: postId, author_id: reader.id, author_name: reader.fullName, content: 'Photos to follow.' });
  if (comment.error) throw new Error(comment.error.message);
  for (const [email, message] of [
    [reader.email, 'Please send the price list.'],
    [`someone-else-${reader.email}`, 'Not Divya’s message.'],
  ] as const) {
    const sent = await reader.db
      .from('contact_messages')
      .insert(consented({ kind: 'contact', name: 'Divya', email, message }));
    if (sent.error) throw new Error(sent.error.message);
  }
}, 180_000);

describe('your data', () => {
  it('downloads the data, then deletes the account from the emailed link, keeping the post anonymised', async () => {
    const { page, context, errors } = await openAs(run.browser, run.server.url, reader, '/profile');
    const card = page.getByRole('region', { name: 'Your data' });
    await card.waitFor();
    expect(await violations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download your data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^account-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as Record<string, unknown>;
    expect(data.account).toMatchObject({ id: reader.id, email: reader.email });
    expect(data.posts).toEqual([expect.objectContaining({ title: 'Field trip to the planetarium' })]);
    expect(data.comments).toEqual([expect.objectContaining({ content: 'Photos to follow.' })]);
    expect((data.messages_sent_with_your_email as { message: string }[]).map((m) => m.message)).toEqual([
      'Please send the price list.',
    ]);

    // Delete: the choice first, and what it means, before anything is sent.
    const send = card.getByRole('button', { name: 'Email me a link to delete my account' });
    expect(await send.isDisabled()).toBe(true);
    await card.getByRole('radio', { name: 'Keep them, without my name' }).check();
    await card.getByText('stay on the site without your name, shown as by “Former member”').waitFor();
    await send.click();
    await toast(page, 'Check your email').waitFor();
    await card.getByRole('status').filter({ hasText: 'Open it within one hour' }).waitFor();

    const deletionMail = () =>
      run.sink.messages.find((m) => m.to.includes(reader.email) && m.subject.includes('deletion'));
    await expect.poll(deletionMail, { timeout: 15_000 }).toBeDefined();
    const mail = deletionMail()!;
    const link = /https?:\/\/[^\s<>()[\]"]+\/account\/delete\?token=[^\s<>()[\]"]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    expect(mail.text).toContain('without your name');

    // Opening the link deletes nothing; the page says what the button will do.
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Delete your account?' }).waitFor();
    await page.getByText('shown as by “Former member”').waitFor();
    expect(await violations(page)).toEqual([]);
    const stillThere = await reader.db.from('profiles').select('id').eq('id', reader.id);
    expect(stillThere.error).toBeNull();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();

    // Once only.
    await page.goto(link!);
    await page.getByText('This link has expired or was already used.').waitFor();

    // The post stays, anonymised; the account is gone.
    await page.goto(`/blog/${postId}`);
    await page.getByRole('heading', { level: 1, name: 'Field trip to the planetarium' }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain('Former member');
    expect(await page.getByRole('main').textContent()).not.toContain('Divya Reader');
    const signIn = await reader.db.auth.signInWithPassword({ email: reader.email, password: reader.password });
    expect(signIn.error?.message).toBe('Invalid login credentials');
    // The browser reports the answers that were expected: the spent link (410) and the sign-out
    // of a session whose account is gone (403, which auth-js ignores).
    expect(errors.filter((e) => !/the server responded with a status of (410|403)/.test(e))).toEqual([]);
    await context.close();
  });
});
