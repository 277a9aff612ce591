/** /rest/v1 reads through the real supabase-js client: the site's queries, filters, paging, counts. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { postInput } from '../factories/blog-posts.ts';
import { clientAs, createUser, serviceRoleToken, type TestUser } from '../factories/users.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp } from '../setup/test-app.ts';

describe.each(dbKinds())('rest reads (%s)', (kind) => {
  let alice: TestUser;
  let aliceDb: SupabaseClient;
  const ids: string[] = [];

  const app = useTestApp(kind);
  beforeAll(async () => {
    alice = await createUser(app.deps, { fullName: 'Alice Author', organization: 'Aravali' });
    aliceDb = clientAs(app, alice.accessToken);
    const rows = Array.from({ length: 6 }, (_, i) =>
      postInput(alice, {
        title: `Post ${i}`,
        excerpt: i === 2 ? 'About Zebra crossings' : `Excerpt ${i}`,
        category: i % 2 ? 'AR/VR' : 'Future Skills',
        is_published: i !== 5,
        date: new Date(Date.UTC(2026, 0, i + 1)).toISOString(),
        image_url: i === 0 ? '/images/a.png' : null,
      }),
    );
    const { data, error } = await aliceDb.from('blog_posts').insert(rows).select('id');
    expect(error).toBeNull();
    ids.push(...(data ?? []).map((r: { id: string }) => r.id));
  });

  it('lists published posts newest first for anonymous visitors', async () => {
    const { data, error, status } = await app
      .client()
      .from('blog_posts')
      .select('*')
      .order('date', { ascending: false });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data?.map((p) => p.title)).toEqual(['Post 4', 'Post 3', 'Post 2', 'Post 1', 'Post 0']);
    expect(Object.keys(data?.[0] ?? {})).toEqual([
      'id',
      'title',
      'excerpt',
      'content',
      'category',
      'image_url',
      'is_published',
      'author',
      'author_name',
      'date',
      'created_at',
      'updated_at',
    ]);
  });

  it('shows the author their own draft too', async () => {
    const { data } = await aliceDb.from('blog_posts').select('title').order('date', { ascending: false });
    expect(data?.map((p) => p.title)).toEqual(['Post 5', 'Post 4', 'Post 3', 'Post 2', 'Post 1', 'Post 0']);
  });

  it('loads one post with .single() and answers 406 PGRST116 for no row', async () => {
    const { data, error } = await app.client().from('blog_posts').select('*').eq('id', ids[1]!).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: ids[1], title: 'Post 1', is_published: true });
    const missing = await app.client().from('blog_posts').select('*').eq('id', ids[5]!).single();
    expect(missing.status).toBe(406);
    expect(missing.error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
    });
    const many = await app.client().from('blog_posts').select('id').single();
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 5 rows' });
  });

  it('gives .maybeSingle() null for no row and an error for several', async () => {
    const none = await app.client().from('blog_posts').select('*').eq('title', 'nope').maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
    const one = await app.client().from('blog_posts').select('title').eq('title', 'Post 3').maybeSingle();
    expect(one.data).toEqual({ title: 'Post 3' });
    const many = await app.client().from('blog_posts').select('id').maybeSingle();
    expect(many.error?.code).toBe('PGRST116');
  });

  it('loads the signed-in user profile and hides it from others', async () => {
    const { data, error } = await aliceDb.from('profiles').select('*').eq('id', alice.id).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: alice.id, full_name: 'Alice Author', organization: 'Aravali', role: null });
    const bob = await createUser(app.deps);
    const seen = await clientAs(app, bob.accessToken).from('profiles').select('*').eq('id', alice.id);
    expect(seen).toMatchObject({ data: [], error: null });
  });

  it('applies every filter operator', async () => {
    const db = app.client();
    const titles = async (q: PromiseLike<{ data: { title: string }[] | null; error: unknown }>) => {
      const { data, error } = await q;
      expect(error).toBeNull();
      return (data ?? []).map((r) => r.title).sort();
    };
    const base = () => db.from('blog_posts').select('title');
    expect(await titles(base().eq('title', 'Post 1'))).toEqual(['Post 1']);
    expect(await titles(base().neq('category', 'AR/VR'))).toEqual(['Post 0', 'Post 2', 'Post 4']);
    expect(await titles(base().gt('date', '2026-01-03T00:00:00Z'))).toEqual(['Post 3', 'Post 4']);
    expect(await titles(base().gte('date', '2026-01-03T00:00:00Z'))).toEqual(['Post 2', 'Post 3', 'Post 4']);
    expect(await titles(base().lt('date', '2026-01-02T00:00:00Z'))).toEqual(['Post 0']);
    expect(await titles(base().lte('date', '2026-01-02T00:00:00Z'))).toEqual(['Post 0', 'Post 1']);
    expect(await titles(base().like('excerpt', '%Zebra%'))).toEqual(['Post 2']);
    expect(await titles(base().ilike('excerpt', '%zebra%'))).toEqual(['Post 2']);
    expect(await titles(base().is('image_url', null))).toEqual(['Post 1', 'Post 2', 'Post 3', 'Post 4']);
    expect(await titles(base().not('image_url', 'is', null))).toEqual(['Post 0']);
    expect(await titles(base().in('title', ['Post 1', 'Post 3', 'x,y']))).toEqual(['Post 1', 'Post 3']);
    expect(await titles(base().in('id', []))).toEqual([]);
    expect(await titles(base().eq('is_published', true).eq('category', 'AR/VR'))).toEqual(['Post 1', 'Post 3']);
  });

  it('runs the blog search as an or= filter over title, excerpt and author name', async () => {
    const q = 'zebra';
    const { data, error } = await app
      .client()
      .from('blog_posts')
      .select('title')
      .or(`title.ilike.*${q}*,excerpt.ilike.*${q}*,author_name.ilike.*${q}*`);
    expect(error).toBeNull();
    expect(data).toEqual([{ title: 'Post 2' }]);
    const byAuthor = await app
      .client()
      .from('blog_posts')
      .select('id')
      .or('title.ilike.*alice*,author_name.ilike.*alice*');
    expect(byAuthor.data).toHaveLength(5);
  });

  it('orders by several columns with nulls placement, and pages with limit and range', async () => {
    const db = app.client();
    const ordered = await db
      .from('blog_posts')
      .select('title,image_url')
      .order('image_url', { ascending: true, nullsFirst: true })
      .order('date', { ascending: false });
    expect(ordered.data?.map((r) => r.title)).toEqual(['Post 4', 'Post 3', 'Post 2', 'Post 1', 'Post 0']);
    const limited = await db.from('blog_posts').select('title').order('date').limit(2);
    expect(limited.data).toEqual([{ title: 'Post 0' }, { title: 'Post 1' }]);
    const ranged = await db.from('blog_posts').select('title').order('date').range(1, 3);
    expect(ranged.data?.map((r) => r.title)).toEqual(['Post 1', 'Post 2', 'Post 3']);
  });

  it('counts with Prefer: count=exact and reports Content-Range', async () => {
    const page = await app.client().from('blog_posts').select('title', { count: 'exact' }).order('date').range(0, 1);
    expect(page).toMatchObject({ count: 5, status: 206, error: null });
    const all = await app.client().from('blog_posts').select('id', { count: 'exact' });
    expect(all).toMatchObject({ count: 5, status: 200 });
    const head = await app.client().from('blog_posts').select('*', { count: 'exact', head: true });
    expect(head).toMatchObject({ count: 5, data: null, error: null });
    const res = await app.fetch('http://localhost:54321/rest/v1/blog_posts?select=id&order=date&offset=1&limit=2', {
      headers: { Prefer: 'count=exact' },
    });
    expect(res.headers.get('content-range')).toBe('1-2/5');
    const empty = await app.fetch('http://localhost:54321/rest/v1/blog_posts?title=eq.none', { headers: {} });
    expect(empty.headers.get('content-range')).toBe('*/*');
    const beyond = await app.fetch('http://localhost:54321/rest/v1/blog_posts?offset=9', {
      headers: { Prefer: 'count=exact' },
    });
    expect(beyond.status).toBe(416);
    expect(await beyond.json()).toMatchObject({ code: 'PGRST103' });
  });

  it('honours a Range header', async () => {
    const res = await app.fetch('http://localhost:54321/rest/v1/blog_posts?select=title&order=date', {
      headers: { Range: '1-2' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ title: 'Post 1' }, { title: 'Post 2' }]);
    expect(res.headers.get('content-range')).toBe('1-2/*');
  });

  it('selects aliases and casts', async () => {
    const { data } = await app
      .client()
      .from('blog_posts')
      .select('name:title,published:is_published::text')
      .eq('id', ids[0]!);
    expect(data).toEqual([{ name: 'Post 0', published: 'true' }]);
  });

  it('lets the service role read everything, drafts included', async () => {
    const admin = clientAs(app, await serviceRoleToken(app.deps));
    const { count } = await admin.from('blog_posts').select('*', { count: 'exact', head: true });
    expect(count).toBe(6);
  });
});
