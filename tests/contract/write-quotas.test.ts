/**
 * Per-user write quotas (ADR 020) through supabase-js, with small numbers: posts per day,
 * multi-row post inserts (what 'Import Sample Posts' sends) per day, comments per hour, uploads
 * per hour. A write over its quota writes nothing and is answered 429 with Retry-After and a
 * message saying when to try again; other users and the service role are not affected.
 */
import { describe, expect, it } from 'vitest';
import { commentInput, postInput } from '../factories/blog-posts.ts';
import { clientAs, createUser, serviceRoleToken, type TestUser } from '../factories/users.ts';
import { builtinPublishableKey } from '../../server/site/handler.ts';
import { useTestApp, testSiteUrl, type TestApp } from '../setup/test-app.ts';
import { dbKinds } from '../setup/test-db.ts';
import { blogKey, png } from './storage-fixtures.ts';

/** How many rows of `public.<table>` belong to `user` through `column`. */
async function rowsOf(app: TestApp, table: string, column: string, user: TestUser): Promise<number> {
  const { rows } = await app.deps.db.query<{ n: number }>(
    `select count(*)::int as n from public.${table} where ${column} = $1`,
    [user.id],
  );
  return rows[0]!.n;
}

const retryAfterPattern = /Try again after (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)\.$/;

describe.each(dbKinds())('write quotas (%s)', (kind) => {
  const app = useTestApp(kind, {
    RATE_LIMITS: 'true',
    QUOTA_POSTS_PER_DAY: '5',
    QUOTA_SAMPLE_IMPORTS_PER_DAY: '1',
    QUOTA_COMMENTS_PER_HOUR: '2',
    QUOTA_UPLOADS_PER_HOUR: '2',
  });

  const postCount = (user: TestUser) => rowsOf(app, 'blog_posts', 'author', user);

  it('posts: a day’s quota, then 429 with Retry-After and when to try again; nothing written', async () => {
    const alice = await createUser(app.deps);
    const db = clientAs(app, alice.accessToken);
    for (let i = 0; i < 5; i++) expect((await db.from('blog_posts').insert(postInput(alice))).error).toBeNull();
    const over = await db.from('blog_posts').insert(postInput(alice));
    expect(over.status).toBe(429);
    expect(over.error).toMatchObject({ code: 'over_write_quota' });
    expect(over.error?.message).toMatch(/^Write limit reached: at most 5 posts per day\. Try again after /);
    const retryAt = new Date(retryAfterPattern.exec(over.error!.message)![1]!);
    expect(retryAt.getUTCHours()).toBe(0); // the next UTC day
    expect(retryAt.getTime()).toBeGreaterThan(Date.now());
    expect(retryAt.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect(over.error?.details).toBe(`retry_at=${retryAt.toISOString()}`);
    expect(await postCount(alice)).toBe(5);

    const raw = await app.fetch(`${testSiteUrl}/rest/v1/blog_posts`, {
      method: 'POST',
      headers: {
        apikey: builtinPublishableKey,
        authorization: `Bearer ${alice.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(postInput(alice)),
    });
    expect(raw.status).toBe(429);
    const retryAfter = Number(raw.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(Math.abs(Date.now() + retryAfter * 1000 - retryAt.getTime())).toBeLessThan(5_000);

    // Another author, and the service role (operator tools), are not affected.
    const bob = await createUser(app.deps);
    expect((await clientAs(app, bob.accessToken).from('blog_posts').insert(postInput(bob))).error).toBeNull();
    const admin = clientAs(app, await serviceRoleToken(app.deps));
    expect((await admin.from('blog_posts').insert(postInput(alice))).error).toBeNull();
  });

  it('sample import: one multi-row insert a day; a refused import uses up no post quota', async () => {
    const carol = await createUser(app.deps);
    const db = clientAs(app, carol.accessToken);
    const batch = () => [postInput(carol), postInput(carol)];
    expect((await db.from('blog_posts').insert(batch())).error).toBeNull();
    const again = await db.from('blog_posts').insert(batch());
    expect(again.status).toBe(429);
    expect(again.error?.message).toMatch(/^Write limit reached: at most 1 sample import per day\./);
    expect(await postCount(carol)).toBe(2);
    // The refused import took nothing: three of the five posts are still there to write.
    for (let i = 0; i < 3; i++) expect((await db.from('blog_posts').insert(postInput(carol))).error).toBeNull();
    expect((await db.from('blog_posts').insert(postInput(carol))).status).toBe(429);
  });

  it('a multi-row insert larger than what is left of the day’s posts is refused whole', async () => {
    const dave = await createUser(app.deps);
    const db = clientAs(app, dave.accessToken);
    const six = Array.from({ length: 6 }, () => postInput(dave));
    const { status, error } = await db.from('blog_posts').insert(six);
    expect(status).toBe(429);
    expect(error?.message).toMatch(/at most 5 posts per day/);
    expect(await postCount(dave)).toBe(0);
  });

  it('comments: an hour’s quota, then 429', async () => {
    const erin = await createUser(app.deps);
    const admin = clientAs(app, await serviceRoleToken(app.deps));
    const { data: post } = await admin.from('blog_posts').insert(postInput(erin)).select().single();
    const db = clientAs(app, erin.accessToken);
    for (let i = 0; i < 2; i++) {
      expect((await db.from('blog_comments').insert(commentInput(erin, post!.id))).error).toBeNull();
    }
    const over = await db.from('blog_comments').insert(commentInput(erin, post!.id));
    expect(over.status).toBe(429);
    expect(over.error?.message).toMatch(/^Write limit reached: at most 2 comments per hour\. Try again after /);
    const retryAt = new Date(retryAfterPattern.exec(over.error!.message)![1]!);
    expect(retryAt.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);
  });

  it('uploads: an hour’s quota, then a real 429 with Retry-After; no object stored', async () => {
    const frank = await createUser(app.deps);
    const bucket = clientAs(app, frank.accessToken).storage.from('images');
    for (let i = 0; i < 2; i++) {
      expect((await bucket.upload(blogKey(), png, { contentType: 'image/png' })).error).toBeNull();
    }
    const key = blogKey();
    const over = await bucket.upload(key, png, { contentType: 'image/png' });
    expect(over.error).toMatchObject({ name: 'StorageApiError', status: 429, statusCode: '429' });
    expect(over.error?.message).toMatch(/^Write limit reached: at most 2 uploads per hour\. Try again after /);
    const { rows } = await app.deps.db.query('select 1 from storage.objects where name = $1', [key]);
    expect(rows).toHaveLength(0);

    const raw = await app.fetch(`${testSiteUrl}/storage/v1/object/images/${blogKey()}`, {
      method: 'POST',
      headers: {
        apikey: builtinPublishableKey,
        authorization: `Bearer ${frank.accessToken}`,
        'content-type': 'image/png',
      },
      body: png,
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe.each(dbKinds())('write quotas on the chat and comment reports (%s, #26)', (kind) => {
  const app = useTestApp(kind, {
    RATE_LIMITS: 'true',
    QUOTA_CHAT_MESSAGES_PER_HOUR: '4',
    QUOTA_CHAT_MESSAGES_PER_DAY: '6',
    QUOTA_COMMENT_REPORTS_PER_DAY: '2',
  });

  const chatCount = (user: TestUser) => rowsOf(app, 'chat_history', 'user_id', user);

  it('chat messages: an hour’s quota, then 429 with Retry-After; nothing written', async () => {
    const user = await createUser(app.deps);
    const db = clientAs(app, user.accessToken);
    for (let i = 0; i < 4; i++)
      expect((await db.from('chat_history').insert({ user_id: user.id, message: `Hello ${i}` })).error).toBeNull();
    const over = await db.from('chat_history').insert({ user_id: user.id, message: 'One more' });
    expect(over.status).toBe(429);
    expect(over.error).toMatchObject({ code: 'over_write_quota' });
    expect(over.error?.message).toMatch(/^Write limit reached: at most 4 chat messages per hour\. Try again after /);
    // A batch counts every row: no way round the quota by inserting many at once.
    const other = await createUser(app.deps);
    const batch = await clientAs(app, other.accessToken)
      .from('chat_history')
      .insert(Array.from({ length: 5 }, (_, i) => ({ user_id: other.id, message: `Batch ${i}` })));
    expect(batch.status).toBe(429);
    expect(await chatCount(user)).toBe(4);
    expect(await chatCount(other)).toBe(0);
  });

  it('chat messages: the server caps each message at 4000 characters', async () => {
    const user = await createUser(app.deps);
    const res = await clientAs(app, user.accessToken)
      .from('chat_history')
      .insert({ user_id: user.id, message: 'x'.repeat(4001) });
    expect(res.error).not.toBeNull();
    expect(res.status).toBe(400);
    expect(await chatCount(user)).toBe(0);
  });

  it('comment reports: a day’s quota, then 429', async () => {
    const author = await createUser(app.deps);
    const reader = await createUser(app.deps);
    const admin = clientAs(app, await serviceRoleToken(app.deps));
    const post = await admin.from('blog_posts').insert(postInput(author)).select('id').single();
    const comments = await admin
      .from('blog_comments')
      .insert([1, 2, 3].map((n) => commentInput(author, post.data!.id as string, `Comment ${n}`)))
      .select('id');
    expect(comments.error).toBeNull();
    const db = clientAs(app, reader.accessToken);
    const statuses: number[] = [];
    for (const comment of comments.data!)
      statuses.push((await db.from('comment_reports').insert({ comment_id: comment.id, reason: 'Spam' })).status);
    expect(statuses).toEqual([201, 201, 429]);
  });
});
