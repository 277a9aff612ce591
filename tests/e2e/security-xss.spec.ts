/**
 * Stored XSS sweep on the production build: the whole hostile corpus (tests/fixtures/xss-corpus.ts)
 * is written through supabase-js as post titles, excerpts, bodies and author names, comments,
 * a profile name and chat messages, on a private server (AUTH_AUTOCONFIRM=true). Then
 *  1. the server HTML of the blog listing and of every post page holds no script element but the
 *     page's own (the response's nonce, or JSON-LD), no event attribute and no javascript: URL;
 *  2. in Chromium, after hydration, the listing, the hottest post pages, /profile and the chat
 *     panel (whose history holds the hostile messages) open 0 dialogs and show none of the above.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packInto, xssCorpus } from '../fixtures/xss-corpus.ts';
import { scanHtml } from '../security/html-scan.ts';
import { startServerProcess, type ServerProcess } from '../setup/server-process.ts';
import { benchPassword, signedUpClient } from '../../scripts/bench-support.ts';
import { fillField } from './accounts-helpers.ts';
import { launchBrowser } from './browser.ts';

const hostileName = `"><img src=x onerror=alert(1)><script>alert(2)</script>`;

type Seeded = { postIds: string[]; hotPostIds: string[]; email: string };

async function seed(url: string): Promise<Seeded> {
  const email = `xss-${Date.now().toString(36)}@example.test`;
  const db: SupabaseClient = await signedUpClient(url, email, hostileName);
  const { data: who } = await db.auth.getUser();
  const userId = who.user!.id;
  const titles = packInto(xssCorpus, 200);
  const excerpts = packInto(xssCorpus, 500);
  const names = packInto(xssCorpus, 320);
  const bodies = packInto(xssCorpus, 20_000);
  const rows = titles.map((title, i) => ({
    title,
    excerpt: excerpts[i % excerpts.length]!,
    content: `<p>Post ${i}</p>${bodies[i % bodies.length]!}`,
    category: 'Learning Design',
    is_published: true,
    author: userId,
    author_name: names[i % names.length]!,
  }));
  const postIds: string[] = [];
  for (let i = 0; i < rows.length; i += 20) {
    const { data, error } = await db
      .from('blog_posts')
      .insert(rows.slice(i, i + 20))
      .select('id');
    if (error) throw new Error(`seeding posts: ${error.message}`);
    postIds.push(...data.map((r) => r.id as string));
  }
  const hotPostIds = postIds.slice(0, bodies.length);
  const comments = packInto(xssCorpus, 5000).map((content, i) => ({
    blog_post_id: hotPostIds[i % hotPostIds.length]!,
    author_id: userId,
    author_name: names[i % names.length]!,
    content,
  }));
  const c = await db.from('blog_comments').insert(comments);
  if (c.error) throw new Error(`seeding comments: ${c.error.message}`);
  const chat = packInto(xssCorpus, 4000).map((message, i) => ({ user_id: userId, message, is_bot: i % 2 === 1 }));
  const h = await db.from('chat_history').insert(chat);
  if (h.error) throw new Error(`seeding chat: ${h.error.message}`);
  const p = await db
    .from('profiles')
    .update({ full_name: hostileName, organization: xssCorpus[0], role: xssCorpus[1] })
    .eq('id', userId);
  if (p.error) throw new Error(`seeding profile: ${p.error.message}`);
  return { postIds, hotPostIds, email };
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

/** DOM checks in the page after hydration: foreign scripts, event attributes, dangerous URLs. */
async function domFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const own = (document.querySelector('script[nonce]') as HTMLScriptElement | null)?.nonce ?? '';
    for (const s of Array.from(document.querySelectorAll('script'))) {
      if (s.type !== 'application/ld+json' && (!own || s.nonce !== own))
        out.push(`script: ${s.outerHTML.slice(0, 120)}`);
    }
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) out.push(`event attribute: <${el.tagName} ${name}>`);
        // eslint-disable-next-line no-control-regex -- browsers ignore control characters in schemes
        const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (
          /^(href|src|action|formaction|xlink:href|data|srcdoc)$/.test(name) &&
          /^(javascript|vbscript):/.test(value)
        ) {
          out.push(`dangerous url: <${el.tagName} ${name}="${attr.value.slice(0, 60)}">`);
        }
      }
    }
    for (const tag of ['iframe', 'object', 'embed']) {
      if (document.querySelector(tag)) out.push(`active element: ${tag}`);
    }
    return out;
  });
}

describe('stored XSS sweep', () => {
  let server: ServerProcess;
  let seeded: Seeded;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServerProcess({ AUTH_AUTOCONFIRM: 'true', RATE_LIMITS: 'false' });
    seeded = await seed(server.url);
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it(
    'keeps script, event attributes and javascript: URLs out of the server HTML of every blog page',
    { timeout: 300_000 },
    async () => {
      const paths = ['/blog', ...seeded.postIds.map((id) => `/blog/${id}`)];
      const pages = Math.ceil(seeded.postIds.length / 6);
      for (const n of [2, Math.ceil(pages / 2), pages]) paths.push(`/blog?page=${n}`);
      const failures: string[] = [];
      for (let i = 0; i < paths.length; i += 4) {
        await Promise.all(
          paths.slice(i, i + 4).map(async (p) => {
            const res = await fetch(`${server.url}${p}`);
            const html = await res.text();
            if (res.status !== 200) failures.push(`${p}: HTTP ${res.status}`);
            const nonce = nonceOf(res.headers.get('content-security-policy'));
            if (!nonce) failures.push(`${p}: no CSP nonce`);
            for (const f of scanHtml(html, { nonce, activeElements: true }))
              failures.push(`${p}: ${f.kind} ${f.detail.slice(0, 160)}`);
          }),
        );
      }
      expect(failures).toEqual([]);
    },
  );

  async function visit(page: Page, path: string) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }

  it(
    'opens no dialog and injects nothing in a real browser: listing, posts with comments, profile, chat',
    { timeout: 300_000 },
    async () => {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(`${page.url()}: ${d.type()} ${d.message()}`);
        void d.dismiss();
      });
      const findings: string[] = [];
      const check = async (label: string) => findings.push(...(await domFindings(page)).map((f) => `${label}: ${f}`));

      await visit(page, '/blog');
      await check('/blog');
      for (const id of seeded.hotPostIds.slice(0, 6)) {
        await visit(page, `/blog/${id}`);
        await page.getByText('Post ', { exact: false }).first().waitFor();
        // Hover and focus over the rendered content, where an injected handler would fire.
        await page.mouse.move(400, 400);
        await page.keyboard.press('Tab');
        await check(`/blog/${id}`);
      }

      await visit(page, '/login');
      await fillField(page.getByLabel('Email'), seeded.email);
      await fillField(page.getByLabel('Password', { exact: true }), benchPassword);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(`${server.url}/`);
      await visit(page, '/profile');
      await page.getByLabel('Full Name').waitFor();
      expect(await page.getByLabel('Full Name').inputValue()).toBe(hostileName);
      await check('/profile');

      await page.getByRole('button', { name: 'Chat assistant' }).click();
      const conversation = page.getByRole('list', { name: 'Conversation' });
      await conversation.locator(':scope > li').nth(3).waitFor();
      await page.waitForTimeout(500);
      await check('chat panel');

      await context.close();
      expect(dialogs).toEqual([]);
      expect(findings).toEqual([]);
    },
  );
});
