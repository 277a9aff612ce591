/**
 * Stored XSS in a real browser: a post (published and draft) and a comment carrying script tags,
 * event attributes and javascript: links, written straight to /rest/v1 the way any client could.
 * Nothing executes and no dialog opens: in the server HTML, after hydration, in the author's
 * browser-fetched draft, and in the editor.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserAndServer } from './browser.ts';
import { apiUser, openOn, seedPosts, signInAs, startBlogServer, type BlogUser } from './blog-helpers.ts';

const run = useBrowserAndServer(startBlogServer);

const hostileHtml = [
  '<p>Safe intro</p>',
  '<script>window.__xss = 1; alert("script")</script>',
  '<img src="x" onerror="window.__xss = 2; alert(\'img\')">',
  '<p onmouseover="alert(\'hover\')" onclick="alert(\'click\')">Hover or click me</p>',
  '<a href="javascript:alert(\'link\')">javascript link</a>',
  '<a href=" JaVaScRiPt:alert(\'link2\')">spaced link</a>',
  '<svg onload="alert(\'svg\')"></svg>',
  '<iframe src="javascript:alert(\'frame\')"></iframe>',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<details open ontoggle="alert(\'toggle\')"><summary>s</summary></details>',
].join('');
const hostileTitle = 'Hostile <img src=x onerror=alert("title")> title';

let author: BlogUser;
let reader: BlogUser;
let publishedId: string;
let draftId: string;

beforeAll(async () => {
  author = await apiUser(run.server.url, 'Mallory <script>alert("name")</script>');
  reader = await apiUser(run.server.url, 'Ravi Kumar');
  [publishedId, draftId] = (await seedPosts(author, [
    { title: hostileTitle, excerpt: '<b onclick="alert(1)">excerpt</b>', content: hostileHtml },
    { title: 'Hostile draft', content: hostileHtml, is_published: false },
  ])) as [string, string];
  const { error } = await reader.db.from('blog_comments').insert({
    blog_post_id: publishedId,
    author_id: reader.id,
    author_name: reader.fullName,
    content:
      '<script>alert("comment")</script><img src=x onerror=alert("comment-img")> <a href="javascript:alert(1)">x</a>',
  });
  if (error) throw new Error(error.message);
}, 120_000);

/** What could execute in the page: scripts other than JSON-LD, event attributes, script URLs. */
async function executableBits(page: Page) {
  return page.evaluate(() => {
    const scripts = [...document.querySelectorAll('main script')].filter(
      (s) => s.getAttribute('type') !== 'application/ld+json',
    ).length;
    const handlers = [...document.querySelectorAll('main *')].filter((el) =>
      [...el.attributes].some((a) => a.name.toLowerCase().startsWith('on')),
    ).length;
    const scriptUrls = [...document.querySelectorAll('[href],[src]')].filter((el) =>
      /^\s*(javascript|data|vbscript):/i.test(el.getAttribute('href') ?? el.getAttribute('src') ?? ''),
    ).length;
    const frames = document.querySelectorAll('main iframe, main svg:not([aria-hidden="true"])').length;
    return { scripts, handlers, scriptUrls, frames, flag: (window as { __xss?: number }).__xss ?? null };
  });
}

const clean = { scripts: 0, handlers: 0, scriptUrls: 0, frames: 0, flag: null };

async function poke(page: Page) {
  const body = page.getByText('Hover or click me');
  if ((await body.count()) > 0) {
    await body.hover();
    await body.click();
  }
  await page.waitForTimeout(300);
}

describe('hostile HTML never executes', () => {
  it('in the server HTML (JavaScript off)', async () => {
    const { page, context } = await openOn(run.browser, run.server.url, { javaScriptEnabled: false });
    const res = await page.goto(`/blog/${publishedId}`);
    const html = (await res?.text()) ?? '';
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).not.toMatch(/<script(?![^>]*application\/ld\+json)/i);
    // Inside tags only: the title and comment legitimately show such text, escaped.
    expect(main).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    expect(main).not.toMatch(/<[^>]*(href|src)\s*=\s*["']?\s*(javascript|data):/i);
    expect(main).not.toMatch(/<(iframe|img|svg|details)\b(?![^>]*aria-hidden)/i);
    await context.close();
  });

  it('on the published post and the listing after hydration, for readers and the commenter', async () => {
    for (const who of [null, reader]) {
      const { page, context, dialogs, errors } = await openOn(run.browser, run.server.url);
      if (who) await signInAs(page, who);
      await page.goto(`/blog/${publishedId}`);
      await page.getByRole('heading', { name: hostileTitle, level: 1 }).waitFor();
      await page.getByText('Safe intro').waitFor();
      // The comment is shown as text, exactly as written (trimmed).
      await page
        .getByRole('list', { name: 'Comments' })
        .getByText('<script>alert("comment")</script>', { exact: false })
        .waitFor();
      await poke(page);
      // Its javascript: URL was removed, so it is no longer even a link.
      expect(await page.getByRole('link', { name: 'javascript link' }).count()).toBe(0);
      await page.getByText('javascript link').click();
      await page.waitForTimeout(300);
      expect(await executableBits(page)).toEqual(clean);
      await page.goto('/blog');
      await page.getByRole('heading', { name: hostileTitle }).waitFor();
      expect(await executableBits(page)).toEqual(clean);
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('in the author’s draft (fetched and sanitised in the browser) and in the editor', async () => {
    const { page, context, dialogs, errors } = await openOn(run.browser, run.server.url);
    await signInAs(page, author);
    await page.goto(`/blog/${draftId}`);
    await page.getByRole('heading', { name: 'Hostile draft', level: 1 }).waitFor();
    await poke(page);
    expect(await executableBits(page)).toEqual(clean);
    await page.goto(`/blog/edit/${draftId}`);
    const box = page.getByRole('textbox', { name: 'Content' });
    await box.getByText('Safe intro').waitFor();
    await poke(page);
    expect(await executableBits(page)).toEqual(clean);
    expect(await box.locator('a[href^="javascript:" i]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
