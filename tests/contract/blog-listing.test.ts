/**
 * The blog at scale through the real supabase-js client, on both engines: the listing's pages as
 * the site reads them (one page of cards without bodies, the exact count, category and search on
 * the server, a page past the end shows the last), drafts only for their author, searches served
 * by the trigram indexes, and a post's comments in keyset pages, newest first.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { allCategories, type ListingQuery } from '../../app/features/blog/filter-posts.ts';
import { listListedPosts } from '../../app/features/blog/list-listed-posts.ts';
import { commentsPerPage, listComments } from '../../app/features/comments/list-comments.ts';
import { seedBlog } from '../../server/blog/seed-blog.ts';
import { postInput } from '../factories/blog-posts.ts';
import { clientAs, createUser, type TestUser } from '../factories/users.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp } from '../setup/test-app.ts';

const query = (over: Partial<ListingQuery> = {}): ListingQuery => ({
  search: '',
  category: allCategories,
  page: 1,
  ...over,
});

describe.each(dbKinds())('blog at scale (%s)', (kind) => {
  let anon: SupabaseClient;
  let author: TestUser;
  let authorDb: SupabaseClient;
  let postId: string;
  const tag = `s${Date.now().toString(36)}`;

  const app = useTestApp(kind);
  beforeAll(async () => {
    anon = app.client();
    await seedBlog(app.deps.db, { posts: 60, comments: 0, seed: 1 });
    author = await createUser(app.deps, { fullName: `Zoya ${tag}` });
    authorDb = clientAs(app, author.accessToken);
    const rows = [
      postInput(author, { title: `${tag} Virtual Labs`, category: 'AR/VR', excerpt: 'Science, safely' }),
      postInput(author, { title: `${tag} Inclusive rooms`, excerpt: `Reaching EVERY learner ${tag}` }),
      postInput(author, { title: `${tag} 100% done_well`, category: 'Future Skills' }),
      postInput(author, { title: `${tag} 100 percent`, category: 'Future Skills' }),
      postInput(author, { title: `${tag} secret draft`, is_published: false }),
    ].map((row, i) => ({ ...row, date: new Date(Date.UTC(2030, 0, 1 + i)).toISOString() }));
    const { data, error } = await authorDb.from('blog_posts').insert(rows).select('id');
    expect(error).toBeNull();
    postId = (data as { id: string }[])[0]!.id;
  });

  it('reads one page of six cards, newest first, with the exact count and never a body', async () => {
    const first = await listListedPosts({ supabase: anon, query: query() });
    expect(first.total).toBe(64);
    expect(first.page).toBe(1);
    expect(first.posts).toHaveLength(6);
    expect(first.posts[0]!.title).toBe(`${tag} 100 percent`);
    expect(Object.keys(first.posts[0]!).sort()).toEqual(
      ['author_name', 'category', 'date', 'excerpt', 'id', 'image_url', 'is_published', 'title'].sort(),
    );
    const dates = first.posts.map((p) => Date.parse(p.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const second = await listListedPosts({ supabase: anon, query: query({ page: 2 }) });
    expect(second.posts.map((p) => p.id)).not.toContain(first.posts[0]!.id);
    const last = await listListedPosts({ supabase: anon, query: query({ page: 11 }) });
    expect(last.posts).toHaveLength(4);
  });

  it('shows the last page for a page past the end, and page 1 of nothing', async () => {
    const past = await listListedPosts({ supabase: anon, query: query({ page: 40 }) });
    expect(past).toMatchObject({ page: 11, total: 64 });
    expect(past.posts).toHaveLength(4);
    const none = await listListedPosts({ supabase: anon, query: query({ search: 'no such words here', page: 3 }) });
    expect(none).toEqual({ posts: [], total: 0, page: 1 });
  });

  it('searches title, excerpt and author name case-insensitively, literally, within a category', async () => {
    const titles = async (over: Partial<ListingQuery>) =>
      (await listListedPosts({ supabase: anon, query: query(over) })).posts.map((p) => p.title);
    expect(await titles({ search: `${tag} VIRTUAL` })).toEqual([`${tag} Virtual Labs`]);
    expect(await titles({ search: `every learner ${tag}` })).toEqual([`${tag} Inclusive rooms`]);
    expect((await listListedPosts({ supabase: anon, query: query({ search: `zoya ${tag}` }) })).total).toBe(4);
    // LIKE's wildcards in the text are text: '100%' is not '100 percent', '_' is not ' '.
    expect(await titles({ search: '100%' })).toEqual([`${tag} 100% done_well`]);
    expect(await titles({ search: 'done_well' })).toEqual([`${tag} 100% done_well`]);
    expect(await titles({ search: 'Science, safely' })).toEqual([`${tag} Virtual Labs`]);
    expect(await titles({ search: tag, category: 'Future Skills' })).toEqual([
      `${tag} 100 percent`,
      `${tag} 100% done_well`,
    ]);
    expect(await titles({ search: tag, category: 'AR/VR' })).toEqual([`${tag} Virtual Labs`]);
    const arvr = await listListedPosts({ supabase: anon, query: query({ category: 'AR/VR' }) });
    expect(arvr.total).toBe(11); // ten seeded (sixty over six categories) and one of ours
    expect(arvr.posts.every((p) => p.category === 'AR/VR')).toBe(true);
  });

  it('lists a draft only for its author', async () => {
    const secret = query({ search: `${tag} secret` });
    expect((await listListedPosts({ supabase: anon, query: secret })).total).toBe(0);
    const stranger = await createUser(app.deps, { fullName: 'Other Reader' });
    expect((await listListedPosts({ supabase: clientAs(app, stranger.accessToken), query: secret })).total).toBe(0);
    const own = await listListedPosts({ supabase: authorDb, query: secret });
    expect(own.posts.map((p) => [p.title, p.is_published])).toEqual([[`${tag} secret draft`, false]]);
  });

  it('serves a search from the trigram indexes through the card view (not through RLS on the table)', async () => {
    const plan = (from: string) =>
      app.deps.db.transaction(async (tx) => {
        await tx.query('select set_config(\'request.jwt.claims\', \'{"role":"anon"}\', true)');
        await tx.query('set local role anon');
        await tx.query('set local enable_seqscan = off');
        const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
          `explain select id from public.${from}
           where title ilike '%virtual%' or excerpt ilike '%virtual%' or author_name ilike '%virtual%'`,
        );
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    const viaView = await plan('blog_post_cards');
    expect(viaView).toContain('blog_posts_title_trgm_idx');
    expect(viaView).toContain('blog_posts_excerpt_trgm_idx');
    expect(viaView).toContain('blog_posts_author_name_trgm_idx');
    // ILIKE is not LEAKPROOF: under the table's row-level security no index may serve it.
    expect(await plan('blog_posts')).not.toContain('trgm_idx');
  });

  it('pages a post’s comments newest first by (created_at, id), ties included, with the count', async () => {
    const commenter = await createUser(app.deps, { fullName: 'Commenter' });
    const same = '2030-02-01T10:00:00.123456+00:00';
    const rows = Array.from({ length: 2 * commentsPerPage + 3 }, (_, i) => ({
      blog_post_id: postId,
      author_id: commenter.id,
      author_name: 'Commenter',
      content: `Comment ${i}`,
      // Five comments share one instant: the id orders them, and no page skips or repeats one.
      created_at: i < 5 ? same : new Date(Date.UTC(2030, 1, 2, 0, i)).toISOString(),
    }));
    await app.deps.db.query(
      `insert into public.blog_comments (blog_post_id, author_id, author_name, content, created_at)
         select blog_post_id, author_id, author_name, content, created_at
         from jsonb_to_recordset($1::jsonb) as c(blog_post_id uuid, author_id uuid, author_name text, content text,
           created_at timestamptz)`,
      [JSON.stringify(rows)],
    );

    const first = await listComments({ supabase: anon, postId });
    expect(first.total).toBe(23);
    expect(first.hasMore).toBe(true);
    expect(first.comments).toHaveLength(commentsPerPage);
    expect(first.comments[0]!.content).toBe('Comment 22');
    const seen = [...first.comments];
    let page = first;
    while (page.hasMore) {
      page = await listComments({ supabase: anon, postId, after: seen.at(-1)! });
      expect(page.total).toBeNull();
      seen.push(...page.comments);
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen.map((c) => c.id)).size).toBe(23);
    const order = seen.map((c) => [Date.parse(c.created_at), c.id] as const);
    const sorted = [...order].sort((a, b) => b[0] - a[0] || (a[1] < b[1] ? 1 : a[1] > b[1] ? -1 : 0));
    expect(order).toEqual(sorted);
    expect(seen.slice(-5).every((c) => c.created_at.startsWith('2030-02-01T10:00:00.123456'))).toBe(true);
  });
});
