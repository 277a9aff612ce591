/**
 * /rest/v1 limits through the real supabase-js client (ADR 019): at most 1000 rows a response
 * with the exact total, the statement timeout answered as PostgREST answers it, caps on filters,
 * body caps everywhere (multipart included), and non-text values refused for sanitised columns.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { commentInput, postInput } from '../factories/blog-posts.ts';
import { clientAs, createUser, type TestUser } from '../factories/users.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';
import { blogKey, png } from './storage-fixtures.ts';

// Small budgets keep the test fast: 100 ms per role on PostgreSQL; 300 ms on PGlite (slower).
// Responses are capped at 1 MB here (32 MiB by default).
const timeoutEnv = (kind: string): Record<string, string> => ({
  REST_MAX_RESPONSE_BYTES: String(1024 * 1024),
  ...(kind === 'pglite'
    ? { REST_TIMEOUT_EMBEDDED_MS: '300' }
    : { REST_TIMEOUT_ANON_MS: '100', REST_TIMEOUT_AUTHENTICATED_MS: '100' }),
});

describe.each(dbKinds())('rest limits (%s)', (kind) => {
  let alice: TestUser;
  let aliceDb: SupabaseClient;
  let postId: string;

  const app = useTestApp(kind, timeoutEnv(kind));
  beforeAll(async () => {
    alice = await createUser(app.deps, { fullName: 'Alice Author' });
    aliceDb = clientAs(app, alice.accessToken);
    const { data, error } = await aliceDb.from('blog_posts').insert(postInput(alice)).select('id').single();
    expect(error).toBeNull();
    postId = (data as { id: string }).id;
    // 1005 comments, written as the server's own role (no write rules, no RLS).
    await app.deps.db.query(
      `insert into public.blog_comments (blog_post_id, author_id, author_name, content)
       select $1, $2, 'Alice Author', 'Comment ' || g from generate_series(1, 1005) g`,
      [postId, alice.id],
    );
  });

  const comments = () => app.client().from('blog_comments').select('id', { count: 'exact' }).eq('blog_post_id', postId);

  it('sends at most 1000 rows and still counts all of them', async () => {
    const { data, count, status, error } = await comments();
    expect(error).toBeNull();
    expect(data).toHaveLength(1000);
    expect(count).toBe(1005);
    expect(status).toBe(206);
  });

  it('caps a range past 1000 rows, and serves the rest from offset 1000', async () => {
    const first = await comments().range(0, 1999);
    expect(first.data).toHaveLength(1000);
    expect(first.count).toBe(1005);
    const rest = await comments().range(1000, 1999);
    expect(rest.data).toHaveLength(5);
    const res = await app.fetch(`${testSiteUrl}/rest/v1/blog_comments?select=id&blog_post_id=eq.${postId}&limit=5000`, {
      headers: { apikey: 'x', Prefer: 'count=exact' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('0-999/1005');
    const plain = await app.fetch(`${testSiteUrl}/rest/v1/blog_comments?select=id&blog_post_id=eq.${postId}`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-range')).toBe('0-999/*');
  });

  it('answers a statement over its time as PostgREST does: 500, 57014', async () => {
    // About 128 MB of text that a case-insensitive regex must read to the end of every row.
    await app.deps.db.query(
      `insert into public.blog_posts (title, excerpt, content, category, is_published, author, author_name)
       select 'Big ' || g, 'Excerpt', repeat(md5(g::text), 4000), 'AR/VR', true, $1, 'Alice Author'
       from generate_series(1, 1000) g`,
      [alice.id],
    );
    const started = Date.now();
    const { data, error, status } = await app
      .client()
      .from('blog_posts')
      .select('id', { count: 'exact' })
      .or('content.imatch.q.*z.*x.*k,title.imatch.q.*z.*x.*k');
    expect(data).toBeNull();
    expect(status).toBe(500);
    expect(error).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect(Date.now() - started).toBeLessThan(5000);
    // The signed-in role has its own timeout, and cheap reads still work.
    const signedIn = await aliceDb.from('blog_posts').select('id').filter('content', 'imatch', 'q.*z.*x.*k');
    expect(signedIn.error).toMatchObject({ code: '57014' });
    const cheap = await app.client().from('blog_posts').select('id').eq('id', postId);
    expect(cheap.error).toBeNull();
    expect(cheap.data).toHaveLength(1);
  });

  it('refuses a response over the byte cap with 400 and a hint, and serves a smaller page', async () => {
    // Run after the timeout test: the ~128 KB posts are there.
    const big = () => app.client().from('blog_posts').select('content').like('title', 'Big *');
    const { data, error, status } = await big().limit(10);
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'P0001',
      message: expect.stringMatching(/^The response would be \d+ bytes, more than the limit of 1048576 bytes$/),
      hint: 'Ask for fewer rows (limit, Range) or fewer columns (select)',
    });
    const small = await big().limit(5);
    expect(small.error).toBeNull();
    expect(small.data).toHaveLength(5);
  });

  it('orders text columns by their whole value (PGlite sorts on a prefix first)', async () => {
    const prefix = 'Shared opening words '.repeat(15); // 315 characters, past the sort prefix
    const rows = ['b', 'c', 'a'].map((end) => postInput(alice, { title: `Order ${end}`, excerpt: `${prefix}${end}` }));
    expect((await aliceDb.from('blog_posts').insert(rows)).error).toBeNull();
    const { data, error } = await app
      .client()
      .from('blog_posts')
      .select('title')
      .like('title', 'Order *')
      .order('excerpt', { ascending: false });
    expect(error).toBeNull();
    expect(data?.map((r) => r.title)).toEqual(['Order c', 'Order b', 'Order a']);
  });

  it('refuses a logic tree nested too deeply with 400 and says why', async () => {
    let tree = 'id.eq.1';
    for (let i = 0; i < 9; i++) tree = `${i % 2 ? 'and' : 'or'}(${tree},title.eq.x)`;
    const { error, status } = await app.client().from('blog_posts').select('id').or(tree);
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST100',
      message: 'The logic tree is nested too deeply: at most 8 levels of and()/or() are allowed',
    });
    let ok = 'title.eq.x';
    for (let i = 0; i < 6; i++) ok = `and(${ok},title.eq.y)`;
    expect((await app.client().from('blog_posts').select('id').or(ok)).error).toBeNull();
  });

  it('refuses too many conditions and too long patterns with 400', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `title.eq.t${i}`).join(',');
    const tooMany = await app.client().from('blog_posts').select('id').or(many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.error?.message).toBe('The request has 101 filter conditions; at most 100 are allowed');
    const long = await app
      .client()
      .from('blog_posts')
      .select('id')
      .ilike('title', `%${'a'.repeat(600)}%`);
    expect(long.status).toBe(400);
    expect(long.error?.message).toMatch(/^The ilike pattern for "title" is 602 characters long; at most 512/);
  });

  it('refuses a non-string value for a sanitised column with 400 and writes nothing', async () => {
    const payload = postInput(alice, { title: 'Array body' }) as unknown as Record<string, unknown>;
    payload.content = ['<img src=x onerror=alert(1)>'];
    const { error, status } = await aliceDb.from('blog_posts').insert(payload);
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: '22P02',
      message: 'The column "content" takes text: a JSON string, not an array',
    });
    const update = await aliceDb
      .from('blog_posts')
      .update({ content: { html: '<script>x</script>' } })
      .eq('id', postId);
    expect(update.status).toBe(400);
    expect(update.error?.message).toBe('The column "content" takes text: a JSON string, not an object');
    const comment = commentInput(alice, postId) as Record<string, unknown>;
    comment.content = 42;
    const refused = await aliceDb.from('blog_comments').insert(comment);
    expect(refused.error?.message).toBe('The column "content" takes text: a JSON string, not a number');
    const { count } = await app
      .client()
      .from('blog_posts')
      .select('id', { count: 'exact', head: true })
      .eq('title', 'Array body');
    expect(count).toBe(0);
  });

  it('caps a whole multipart body, parts after the file included (statusCode 413)', async () => {
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('', new Blob([png], { type: 'image/png' }), 'a.png');
    // A second file part busboy skips: it still counts towards the cap.
    form.append('more', new Blob([new Uint8Array(6 * 1024 * 1024)], { type: 'application/octet-stream' }), 'b.bin');
    const encoded = new Response(form);
    const key = blogKey();
    const res = await app.fetch(`${testSiteUrl}/storage/v1/object/images/${key}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${alice.accessToken}`, 'Content-Type': encoded.headers.get('content-type')! },
      body: await encoded.arrayBuffer(),
    });
    // Storage's wire shape for a body over its limit (as for an object over 5 MB): 400, statusCode 413.
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '413', error: 'Payload too large' });
    const listed = await aliceDb.storage.from('images').list('blog-images');
    expect(listed.data?.map((o) => `blog-images/${o.name}`) ?? []).not.toContain(key);
  });

  it('caps request bodies outside the APIs too: 413', async () => {
    const res = await app.fetch(`${testSiteUrl}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'x='.padEnd(2 * 1024 * 1024, 'a'),
    });
    expect(res.status).toBe(413);
  });
});
