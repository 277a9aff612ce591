/** /rest/v1 writes through the real supabase-js client: every data call of spec point 7, plus upserts. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePosts } from '../../app/content/sample-posts.ts';
import { commentInput, postInput } from '../factories/blog-posts.ts';
import { clientAs, createUser, serviceRoleToken, type TestUser } from '../factories/users.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp } from '../setup/test-app.ts';
import { consented } from '../factories/consent.ts';

describe.each(dbKinds())('rest writes (%s)', (kind) => {
  let alice: TestUser;
  let db: SupabaseClient;

  const app = useTestApp(kind, { RATE_LIMITS: 'false' });
  beforeAll(async () => {
    alice = await createUser(app.deps, { fullName: 'Alice Author' });
    db = clientAs(app, alice.accessToken);
  });

  it('saves the profile (update by id) and reads it back', async () => {
    const updatedAt = new Date().toISOString();
    const { error, status } = await db
      .from('profiles')
      .update({ full_name: 'Alice A.', organization: 'Aravali', role: 'Teacher', updated_at: updatedAt })
      .eq('id', alice.id);
    expect(error).toBeNull();
    expect(status).toBe(204);
    const { data } = await db.from('profiles').select('*').eq('id', alice.id).single();
    expect(data).toMatchObject({ full_name: 'Alice A.', organization: 'Aravali', role: 'Teacher' });
    expect(new Date(data.updated_at).toISOString()).toBe(updatedAt);
  });

  it('creates a post and reads the created row back for its id', async () => {
    const input = postInput(alice, { is_published: false });
    const { data, error, status } = await db.from('blog_posts').insert([input]).select();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toHaveLength(1);
    expect(data?.[0]).toMatchObject({ ...input, id: expect.any(String), date: expect.any(String) });
  });

  it('creates with .select().single() and missing=default', async () => {
    const { data, error } = await db
      .from('blog_posts')
      .insert(postInput(alice), { defaultToNull: false })
      .select('id, is_published')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: expect.any(String), is_published: true });
  });

  it('fills keys missing from some rows with NULL, or with DEFAULT under missing=default', async () => {
    const full = postInput(alice);
    const { date: _ignored, ...rest } = postInput(alice, { date: '2020-01-01T00:00:00Z' });
    const withNull = await db
      .from('blog_posts')
      .insert([{ ...full, image_url: '/x.png' }, rest])
      .select('image_url');
    expect(withNull.error).toBeNull();
    expect(withNull.data).toEqual([{ image_url: '/x.png' }, { image_url: null }]);
    const dated = { ...postInput(alice), date: '2020-01-01T00:00:00Z' };
    const { is_published: _p, ...noFlag } = postInput(alice);
    const defaulted = await db
      .from('blog_posts')
      .insert([dated, noFlag], { defaultToNull: false })
      .select('is_published, date');
    expect(defaulted.error).toBeNull();
    expect(defaulted.data?.[1]).toMatchObject({ is_published: false });
    const nulled = await db.from('blog_posts').insert([dated, noFlag]).select();
    expect(nulled.error).toMatchObject({ code: '23502' });
  });

  it('updates and deletes a post by id', async () => {
    const { data: created } = await db.from('blog_posts').insert(postInput(alice)).select().single();
    const changes = {
      title: 'Edited',
      excerpt: 'New',
      content: '<p>New</p>',
      category: 'AR/VR',
      image_url: null,
      is_published: false,
    };
    const upd = await db.from('blog_posts').update(changes).eq('id', created.id).select();
    expect(upd.error).toBeNull();
    expect(upd.data?.[0]).toMatchObject({ ...changes, id: created.id });
    expect(upd.data?.[0].updated_at).not.toBe(created.updated_at);
    const del = await db.from('blog_posts').delete().eq('id', created.id);
    expect(del).toMatchObject({ error: null, status: 204 });
    const gone = await db.from('blog_posts').select('id').eq('id', created.id);
    expect(gone.data).toEqual([]);
  });

  it('imports the 18 sample posts in one array insert and selects them back', async () => {
    const rows = samplePosts.map((p) => ({ ...p, is_published: true, author: alice.id, author_name: 'Alice A.' }));
    const { data, error, status } = await db.from('blog_posts').insert(rows).select();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toHaveLength(18);
    expect(data?.map((r) => r.title)).toEqual(samplePosts.map((p) => p.title));
    const list = await app.client().from('blog_posts').select('*').order('date', { ascending: false });
    expect(list.data?.length).toBeGreaterThanOrEqual(18);
  });

  it('lists and creates comments, newest first', async () => {
    const { data: post } = await db.from('blog_posts').insert(postInput(alice)).select().single();
    const bob = await createUser(app.deps, { fullName: 'Bob Reader' });
    const bobDb = clientAs(app, bob.accessToken);
    expect((await bobDb.from('blog_comments').insert(commentInput(bob, post.id, 'First'))).error).toBeNull();
    expect((await db.from('blog_comments').insert(commentInput(alice, post.id, 'Second'))).error).toBeNull();
    const { data, error } = await app
      .client()
      .from('blog_comments')
      .select('*')
      .eq('blog_post_id', post.id)
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data?.map((c) => [c.content, c.author_name])).toEqual([
      ['Second', 'Alice Author'],
      ['First', 'Bob Reader'],
    ]);
  });

  it('writes and reads chat history in order, only for its owner', async () => {
    for (const [message, is_bot] of [
      ['Hello', false],
      ['Hi! How can I help?', true],
    ] as const) {
      const { error } = await db.from('chat_history').insert({ user_id: alice.id, message, is_bot });
      expect(error).toBeNull();
    }
    const { data } = await db
      .from('chat_history')
      .select('id, message, is_bot, created_at')
      .eq('user_id', alice.id)
      .order('created_at', { ascending: true });
    expect(data?.map((r) => [r.message, r.is_bot])).toEqual([
      ['Hello', false],
      ['Hi! How can I help?', true],
    ]);
    expect(Object.keys(data?.[0] ?? {})).toEqual(['id', 'message', 'is_bot', 'created_at']);
    const bob = await createUser(app.deps);
    const other = await clientAs(app, bob.accessToken).from('chat_history').select('*').eq('user_id', alice.id);
    expect(other.data).toEqual([]);
  });

  it('upserts a profile with merge-duplicates and ignore-duplicates', async () => {
    const merged = await db
      .from('profiles')
      .upsert({ id: alice.id, full_name: 'Merged Name' }, { onConflict: 'id' })
      .select('full_name, organization');
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual([{ full_name: 'Merged Name', organization: 'Aravali' }]);
    const ignored = await db
      .from('profiles')
      .upsert({ id: alice.id, full_name: 'Ignored' }, { onConflict: 'id', ignoreDuplicates: true })
      .select();
    expect(ignored).toMatchObject({ error: null, data: [] });
    const dup = await db.from('profiles').insert({ id: alice.id, full_name: 'Dup' });
    expect(dup.status).toBe(409);
    expect(dup.error).toMatchObject({ code: '23505' });
  });

  it('takes contact form messages from anonymous visitors without reading them back', async () => {
    const anon = app.client();
    const { error, status } = await anon.from('contact_messages').insert(
      consented({
        kind: 'contact',
        name: 'Visitor',
        email: 'v@example.com',
        phone: '+91 141 400 5200',
        message: 'Hello',
      }),
    );
    expect(error).toBeNull();
    expect(status).toBe(201);
    const read = await anon.from('contact_messages').select('*');
    expect(read.status).toBe(401);
    expect(read.error).toMatchObject({ code: '42501' });
    const admin = clientAs(app, await serviceRoleToken(app.deps));
    const { data } = await admin.from('contact_messages').select('name, delivery_state, handling_state');
    // Its emails were queued in the insert's transaction; without SMTP_URL they are held.
    expect(data).toEqual([{ name: 'Visitor', delivery_state: 'held', handling_state: 'new' }]);
  });

  it('rolls back a write whose .single() result is not exactly one row', async () => {
    const res = await db.from('blog_posts').update({ title: 'All of them' }).eq('author', alice.id).select().single();
    expect(res.status).toBe(406);
    expect(res.error).toMatchObject({ code: 'PGRST116' });
    const { count } = await db
      .from('blog_posts')
      .select('*', { count: 'exact', head: true })
      .eq('title', 'All of them');
    expect(count).toBe(0);
  });
});
