/**
 * /rest/v1 holds the line for user-written text whatever client sends it (server/blog/blog-write-rules.ts):
 * post bodies are reduced to the HTML allow-list on insert, bulk insert and update; titles,
 * excerpts and comments are stored trimmed, as text.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { commentInput, postInput } from '../factories/blog-posts.ts';
import { clientAs, createUser, type TestUser } from '../factories/users.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp } from '../setup/test-app.ts';

const hostileBody =
  '<p onclick="alert(1)">Hello <a href="javascript:alert(1)">js</a> <a href="https://example.com" target="_self">ok</a></p>' +
  '<script>alert(1)</script><img src="data:image/png;base64,iVBORw0KGgo=" onerror="alert(1)"><iframe src="https://x.test"></iframe>';
const cleanBody =
  '<p>Hello <a target="_blank" rel="noopener noreferrer">js</a> ' +
  '<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a></p>';

describe.each(dbKinds())('blog write sanitising (%s)', (kind) => {
  let alice: TestUser;
  let db: SupabaseClient;

  const app = useTestApp(kind);
  beforeAll(async () => {
    alice = await createUser(app.deps, { fullName: 'Alice Author' });
    db = clientAs(app, alice.accessToken);
  });

  it('sanitises the body and trims the title and excerpt on insert', async () => {
    const input = postInput(alice, {
      title: '  <b>Bold</b> title  ',
      excerpt: '\n An excerpt \t',
      content: hostileBody,
    });
    const { data, error } = await db.from('blog_posts').insert(input).select().single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ title: '<b>Bold</b> title', excerpt: 'An excerpt', content: cleanBody });
  });

  it('sanitises every row of a bulk insert', async () => {
    const rows = [postInput(alice, { content: hostileBody }), postInput(alice, { content: '<p>fine</p>' })];
    const { data, error } = await db.from('blog_posts').insert(rows).select('content');
    expect(error).toBeNull();
    expect(data?.map((r) => r.content)).toEqual([cleanBody, '<p>fine</p>']);
  });

  it('sanitises on update', async () => {
    const { data: created } = await db.from('blog_posts').insert(postInput(alice)).select('id').single();
    const { data, error } = await db
      .from('blog_posts')
      .update({ content: hostileBody, title: ' Updated ' })
      .eq('id', created?.id)
      .select('title, content')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ title: 'Updated', content: cleanBody });
  });

  it('refuses a body that is nothing but disallowed markup (the check constraint answers 400)', async () => {
    const { error, status } = await db
      .from('blog_posts')
      .insert(postInput(alice, { content: '<script>alert(1)</script>' }));
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
  });

  it('stores comments trimmed and as text', async () => {
    const { data: post } = await db.from('blog_posts').insert(postInput(alice)).select('id').single();
    const { data, error } = await db
      .from('blog_comments')
      .insert(commentInput(alice, post?.id as string, '  <img src=x onerror=alert(1)> nice  '))
      .select('content')
      .single();
    expect(error).toBeNull();
    expect(data?.content).toBe('<img src=x onerror=alert(1)> nice');
  });
});
