/**
 * The blog's page cache with the real site (production build) over both engines (ADR 018): a
 * page is rendered once and served to every reader, each response with its own CSP nonce; a
 * write through /rest/v1 shows on the very next request; a change made straight in the database,
 * or through another instance, shows as soon as its NOTIFY arrives; a request that carries a
 * reader's credentials is rendered for itself.
 */
import { gunzipSync } from 'node:zlib';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { commentInput, postInput } from '../factories/blog-posts.ts';
import { clientAs, createUser, type TestUser } from '../factories/users.ts';
import { testSiteUrl, useTwinApps, type TestApp } from '../setup/test-app.ts';
import { eventually as pollUntil } from '../setup/eventually.ts';
import { dbKinds } from '../setup/test-db.ts';

/** Polls `check` until it is true, for at most 5 s. */
const eventually = (check: () => Promise<boolean>) => pollUntil(check, 5000);

type Page = { status: number; cache: string | null; html: string; nonce: string; headers: Headers };

async function getPage(app: TestApp, path: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await app.fetch(`${testSiteUrl}${path}`, { headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  const html = (res.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  return { status: res.status, cache: res.headers.get('x-cache'), html, nonce, headers: res.headers };
}

/**
 * Asks for `path` until the cache answers it: notices of earlier writes arrive asynchronously
 * (PostgreSQL), and each drops what was rendered before it.
 */
async function kept(app: TestApp, path: string): Promise<Page> {
  let page: Page | undefined;
  const ok = await eventually(async () => (page = await getPage(app, path)).cache === 'hit');
  expect(ok).toBe(true);
  return page!;
}

/** The page with its nonces taken out: what every reader gets. */
const withoutNonce = (page: Page) => page.html.split(page.nonce).join('');

describe.each(dbKinds())('blog page cache (%s)', (kind) => {
  const { a, b } = useTwinApps(kind, { site: true });
  let author: TestUser;
  let authorDb: SupabaseClient;
  let postId: string;

  beforeAll(async () => {
    author = await createUser(a.deps, { fullName: 'Meera Cache' });
    authorDb = clientAs(a, author.accessToken);
    const { data, error } = await authorDb
      .from('blog_posts')
      .insert(postInput(author, { title: 'Cached first post' }))
      .select('id')
      .single();
    if (error) throw error;
    postId = (data as { id: string }).id;
  }, 240_000);

  it('renders a page once and gives each response its own nonce', async () => {
    await kept(a, '/blog?page=1');
    a.pageCache!.invalidate(null);
    const first = await getPage(a, '/blog?page=1');
    const second = await getPage(a, '/blog?page=1', { 'accept-encoding': 'gzip' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.cache).toBe('miss');
    expect(second.cache).toBe('hit');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(second.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(second.headers.get('cache-control')).toBe('no-cache');
    expect(second.headers.get('etag')).toBeNull();
    // Each page's scripts carry the nonce of its own response's policy, never the other's.
    expect(first.nonce).not.toBe(second.nonce);
    for (const page of [first, second]) {
      // Every script but JSON-LD data, which does not run.
      const scripts = (page.html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('ld+json'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${page.nonce}"`);
    }
    expect(second.html).not.toContain(first.nonce);
    expect(withoutNonce(second)).toBe(withoutNonce(first));
    expect(first.html).toContain('Cached first post');
  });

  it('shows a post written through /rest/v1 on the next request, and a comment on the post page', async () => {
    await kept(a, '/blog');
    await kept(a, `/blog/${postId}`);

    const title = `Fresh from the press ${Date.now()}`;
    const { error } = await authorDb.from('blog_posts').insert(postInput(author, { title }));
    expect(error).toBeNull();
    const listing = await getPage(a, '/blog');
    expect(listing.cache).toBe('miss');
    expect(listing.html).toContain(title);

    const { error: commentError } = await authorDb
      .from('blog_comments')
      .insert(commentInput(author, postId, 'A comment the next reader sees'));
    expect(commentError).toBeNull();
    const post = await getPage(a, `/blog/${postId}`);
    expect(post.cache).toBe('miss');
    expect(post.html).toContain('A comment the next reader sees');
    // A comment leaves the listing as it was.
    await kept(a, '/blog');
  });

  it('drops pages when the database changes behind the server or through another instance', async () => {
    await kept(a, '/blog');
    await kept(b, '/blog');

    // Straight in the database, as an operator or a script would: NOTIFY blog_changed.
    const renamed = `Renamed by hand ${Date.now()}`;
    await a.deps.db.query(`update public.blog_posts set title = $1 where id = $2`, [renamed, postId]);
    for (const app of [a, b]) {
      expect(await eventually(async () => (await getPage(app, '/blog')).html.includes(renamed))).toBe(true);
    }

    // Through instance a's /rest/v1: instance b hears of it through the database. (PostgreSQL only:
    // one process owns a PGlite database, and its pipelined statements' notices are not read.)
    if (kind !== 'postgres') return;
    await kept(b, `/blog/${postId}`);
    const edited = `Edited through a ${Date.now()}`;
    const { error } = await authorDb.from('blog_posts').update({ title: edited }).eq('id', postId);
    expect(error).toBeNull();
    expect(await eventually(async () => (await getPage(b, `/blog/${postId}`)).html.includes(edited))).toBe(true);
    expect(await eventually(async () => (await getPage(b, '/blog')).html.includes(edited))).toBe(true);
  });

  it('renders a request with credentials for itself, and never shows the anonymous copy a draft', async () => {
    const draft = `Secret draft ${Date.now()}`;
    const { error } = await authorDb
      .from('blog_posts')
      .insert(postInput(author, { title: draft, is_published: false }));
    expect(error).toBeNull();
    const anonymous = await kept(a, '/blog');
    expect(anonymous.html).not.toContain(draft);

    // A request with the author's token is not answered from the cache (the page it gets is the
    // anonymous render all the same: drafts load in the browser, ADR 017).
    const signedIn = await getPage(a, '/blog', { authorization: `Bearer ${author.accessToken}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.cache).toBeNull();
    expect(signedIn.html).not.toContain(draft);
    // Cookies never reach the render of a kept page: the same page with or without them.
    const withCookie = await getPage(a, '/blog', { cookie: 'sb-access-token=anything; theme=dark' });
    expect(withCookie.cache).toBe('hit');
    expect(withoutNonce(withCookie)).toBe(withoutNonce(anonymous));
    expect(withoutNonce(signedIn)).toBe(withoutNonce(anonymous));
  });

  it('keeps no page whose data failed to load, nor a post that is not there', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const first = await getPage(a, `/blog/${missing}`);
    expect(first.status).toBe(404);
    expect((await getPage(a, `/blog/${missing}`)).cache).toBe('bypass');
  });
});
