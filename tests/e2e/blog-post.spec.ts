/**
 * The post page in a real browser: server-rendered content and metadata, the not-found view,
 * author-only Edit and Delete, share links, comments (two users), and the RSS feed and sitemap.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserAndServer } from './browser.ts';
import { apiUser, openOn, seedPosts, signInAs, startBlogServer, toast, type BlogUser } from './blog-helpers.ts';

const run = useBrowserAndServer(startBlogServer);

let author: BlogUser;
let reader: BlogUser;
let postId: string;
const title = `Running a virtual lab ${Date.now().toString(36)}`;

beforeAll(async () => {
  author = await apiUser(run.server.url, 'Asha Rani Verma');
  reader = await apiUser(run.server.url, 'Ravi Kumar');
  [postId] = (await seedPosts(author, [
    {
      title,
      excerpt: 'What a virtual lab can teach, and what it cannot.',
      content: '<h2>Start small</h2><p>Pick <strong>one</strong> experiment.</p>',
      category: 'AR/VR',
      image_url: '/images/blog/virtual-chemistry-lab.svg',
      date: '2026-03-05T10:00:00.000Z',
    },
  ])) as [string];
}, 120_000);

describe('blog post page', () => {
  it('is server rendered with its metadata, JSON-LD and body', async () => {
    const { page, context } = await openOn(run.browser, run.server.url, { javaScriptEnabled: false });
    const res = await page.goto(`/blog/${postId}`);
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Start small' }).waitFor();
    expect(await page.getByText('March 5, 2026').count()).toBe(1);
    expect(await page.getByText('AR/VR', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.title()).toContain(title);
    const head = page.locator('head');
    expect(await head.locator('meta[name="description"]').getAttribute('content')).toBe(
      'What a virtual lab can teach, and what it cannot.',
    );
    expect(await head.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/blog/${postId}$`));
    // Its picture is an SVG, which social sites do not show: the preview is a 1200×630 PNG card.
    expect(await head.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
      new RegExp(`^https?://.+/og/blog/${postId}\\.png\\?v=[0-9a-z]+$`),
    );
    expect(await head.locator('meta[property="og:image:width"]').getAttribute('content')).toBe('1200');
    expect(await head.locator('meta[property="og:image:height"]').getAttribute('content')).toBe('630');
    const ld = (await head.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t) as Record<string, unknown>,
    );
    expect(ld.find((d) => d['@type'] === 'BlogPosting')).toMatchObject({
      headline: title,
      author: { name: 'Asha Rani Verma' },
    });
    await context.close();
  });

  it("shows dates in the reader's time zone: the post's own in long US format, the listing's in the reader's locale", async () => {
    // 10:00 UTC on 5 March is 00:00 on 6 March in Kiritimati (UTC+14); the HTML says 5 March.
    const { page, context, errors } = await openOn(run.browser, run.server.url, {
      locale: 'en-GB',
      timezoneId: 'Pacific/Kiritimati',
    });
    const card = (await page.goto(`/blog?q=${encodeURIComponent(title)}`))?.text();
    expect(await card).toContain('>3/5/2026</time>');
    const listed = page.getByRole('article').filter({ hasText: title });
    await expect.poll(() => listed.locator('time').textContent()).toBe('06/03/2026');
    // A client navigation renders the post without server HTML; its date still follows the reader.
    await listed.getByRole('link', { name: `Read more: ${title}` }).click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await expect.poll(() => page.locator('article time').first().textContent()).toBe('March 6, 2026');
    // A fresh load: the server's UTC date first, then the reader's day after hydration.
    const html = await (await page.goto(`/blog/${postId}`))?.text();
    expect(html).toContain('>March 5, 2026</time>');
    await expect.poll(() => page.locator('article time').first().textContent()).toBe('March 6, 2026');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers real share links that open in a new window without an opener', async () => {
    const { page, context } = await openOn(run.browser, run.server.url, { javaScriptEnabled: false });
    await page.goto(`/blog/${postId}`);
    await page.getByRole('heading', { name: 'About the Author' }).waitFor();
    for (const [name, host] of [
      ['Share on X', 'x.com'],
      ['Share on LinkedIn', 'www.linkedin.com'],
      ['Share on Facebook', 'www.facebook.com'],
    ] as const) {
      const link = page.getByRole('link', { name });
      const href = (await link.getAttribute('href')) ?? '';
      expect(new URL(href).host).toBe(host);
      expect(decodeURIComponent(href)).toContain(`/blog/${postId}`);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    await context.close();
  });

  it('shows the not-found view for a missing post', async () => {
    const { page, context, errors } = await openOn(run.browser, run.server.url);
    const res = await page.goto('/blog/00000000-0000-4000-8000-000000000000');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Blog Post Not Found' }).waitFor();
    await page.getByText("doesn't exist or has been removed").waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Back to Blog' }).last().click();
    await page.waitForURL((url) => url.pathname === '/blog');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets readers comment: login prompt when signed out, validation, newest first, delete own', async () => {
    // A post of its own, so that a retry starts again from no comments.
    const [postId] = (await seedPosts(author, [
      { title: `${title} (comments)`, excerpt: 'Comments.', content: '<p>Comments.</p>', category: 'AR/VR' },
    ])) as [string];
    const anon = await openOn(run.browser, run.server.url);
    await anon.page.goto(`/blog/${postId}`);
    await anon.page.getByText('No comments yet. Be the first to comment!').waitFor();
    await anon.page.getByRole('link', { name: 'Log In' }).click();
    await anon.page.waitForURL('**/login');
    await anon.context.close();

    const r = await openOn(run.browser, run.server.url);
    await signInAs(r.page, reader);
    await r.page.goto(`/blog/${postId}`);
    const box = r.page.getByLabel('Add a comment');
    await box.fill('   ');
    await r.page.getByRole('button', { name: 'Post Comment' }).click();
    await toast(r.page, 'Comment cannot be empty').getByText('Please enter a comment.').waitFor();
    await box.fill('  First thoughts  ');
    await r.page.getByRole('button', { name: 'Post Comment' }).click();
    await toast(r.page, 'Comment added').getByText('Your comment has been added successfully.').waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
    await box.fill('Second thoughts');
    await r.page.getByRole('button', { name: 'Post Comment' }).click();
    const items = r.page.getByRole('list', { name: 'Comments' }).locator(':scope > li');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain('Second thoughts');
    expect(await items.nth(1).textContent()).toContain('First thoughts');
    expect(await items.nth(0).locator('[aria-hidden="true"]').first().textContent()).toBe('RK');
    expect(await box.inputValue()).toBe('');
    r.page.once('dialog', (d) => void d.accept());
    await items.nth(0).getByRole('button', { name: 'Delete comment' }).click();
    await toast(r.page, 'Comment deleted').waitFor();
    await expect.poll(() => items.count()).toBe(1);
    expect(r.errors).toEqual([]);
    await r.context.close();

    // The author sees the reader's comment (stored trimmed) but cannot delete it.
    const a = await openOn(run.browser, run.server.url);
    await signInAs(a.page, author);
    await a.page.goto(`/blog/${postId}`);
    const only = a.page.getByRole('list', { name: 'Comments' }).locator(':scope > li');
    await only.getByText('First thoughts', { exact: true }).waitFor();
    expect(await only.getByRole('button', { name: 'Delete comment' }).count()).toBe(0);
    await a.context.close();
  });

  it('shows comments newest first, ten at a time, with Load more', async () => {
    const [busy] = (await seedPosts(author, [{ title: `Busy ${title}` }])) as [string];
    const write = async (label: string, count: number) => {
      const rows = Array.from({ length: count }, (_, i) => ({
        blog_post_id: busy,
        author_id: reader.id,
        author_name: reader.fullName,
        content: `${label} ${i + 1}`,
      }));
      const { error } = await reader.db.from('blog_comments').insert(rows);
      expect(error).toBeNull();
    };
    // Three batches, each written at one instant: older, middle, newest.
    await write('Older', 5);
    await write('Middle', 10);
    await write('Newest', 10);

    const noJs = await openOn(run.browser, run.server.url, { javaScriptEnabled: false });
    await noJs.page.goto(`/blog/${busy}`);
    await noJs.page.getByRole('heading', { name: 'Comments (25)' }).waitFor();
    const firstPage = await noJs.page.getByRole('list', { name: 'Comments' }).locator(':scope > li').allTextContents();
    expect(firstPage).toHaveLength(10);
    expect(firstPage.every((t) => t.includes('Newest'))).toBe(true);
    // Without JavaScript, "Load more" asks the server for the newest 20.
    await noJs.page.getByRole('button', { name: 'Load more' }).click();
    await noJs.page.waitForURL((u) => u.searchParams.get('comments') === '20');
    const noJsItems = noJs.page.getByRole('list', { name: 'Comments' }).locator(':scope > li');
    expect(await noJsItems.count()).toBe(20);
    expect((await noJsItems.allTextContents()).slice(10).every((t) => t.includes('Middle'))).toBe(true);
    await noJs.context.close();

    const { page, context, errors } = await openOn(run.browser, run.server.url);
    await page.goto(`/blog/${busy}`);
    // Pressed as soon as it shows, perhaps before the page's code runs: the press is held until then.
    const items = page.getByRole('list', { name: 'Comments' }).locator(':scope > li');
    const more = page.getByRole('button', { name: 'Load more' });
    await more.click();
    await expect.poll(() => items.count()).toBe(20);
    await more.click();
    await expect.poll(() => items.count()).toBe(25);
    expect(await more.count()).toBe(0);
    const texts = (await items.allTextContents()).map((t) => /(Newest|Middle|Older) \d+/.exec(t)?.[0]);
    expect(new Set(texts).size).toBe(25);
    expect(texts.map((t) => t?.split(' ')[0])).toEqual([
      ...Array<string>(10).fill('Newest'),
      ...Array<string>(10).fill('Middle'),
      ...Array<string>(5).fill('Older'),
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows Edit and Delete to the author only, and deletes after confirmation', async () => {
    const [doomed] = (await seedPosts(author, [{ title: `Doomed ${title}` }])) as [string];
    const r = await openOn(run.browser, run.server.url);
    await signInAs(r.page, reader);
    await r.page.goto(`/blog/${doomed}`);
    await r.page.getByRole('heading', { name: 'About the Author' }).waitFor();
    expect(await r.page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await r.page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await r.context.close();

    const a = await openOn(run.browser, run.server.url);
    await signInAs(a.page, author);
    await a.page.goto(`/blog/${doomed}`);
    expect(await a.page.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/blog/edit/${doomed}`);
    a.page.once('dialog', (d) => void d.dismiss());
    await a.page.getByRole('button', { name: 'Delete' }).click();
    expect(a.dialogs).toEqual([
      'confirm: Are you sure you want to delete this blog post? This action cannot be undone.',
    ]);
    expect(a.page.url()).toContain(`/blog/${doomed}`);
    a.page.once('dialog', (d) => void d.accept());
    await a.page.getByRole('button', { name: 'Delete' }).click();
    await toast(a.page, 'Blog post deleted').getByText('Your blog post has been successfully deleted.').waitFor();
    await a.page.waitForURL((url) => url.pathname === '/blog');
    await a.page.goto(`/blog/${doomed}`);
    await a.page.getByRole('heading', { name: 'Blog Post Not Found' }).waitFor();
    expect(a.errors).toEqual([]);
    await a.context.close();
  });

  it('lists published posts, never drafts, in /rss.xml and /sitemap.xml', async () => {
    const [draft] = (await seedPosts(author, [{ title: `Hidden & <draft> ${title}`, is_published: false }])) as [
      string,
    ];
    const rss = await fetch(`${run.server.url}/rss.xml`);
    expect(rss.headers.get('content-type')).toContain('application/rss+xml');
    const feed = await rss.text();
    expect(feed).toContain(`<title>${title}</title>`);
    expect(feed).toMatch(new RegExp(`<link>https?://[^<]+/blog/${postId}</link>`));
    expect(feed).not.toContain(draft);
    const sitemap = await (await fetch(`${run.server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/blog/${postId}</loc>`);
    expect(sitemap).not.toContain(draft);
  });
});
