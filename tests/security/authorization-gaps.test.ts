/**
 * What the authorization matrices (tests/contract/authorization-matrix.test.ts and
 * storage-authorization.test.ts) do not already cover: ownership columns forged on update and
 * upsert (handing a row to someone else, or taking theirs), comments on another user's draft,
 * reaching the auth schema through /rest/v1, and a storage owner forged through metadata. Every
 * outcome is read back from the database as the service role.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { postInput } from '../factories/blog-posts.ts';
import { clientAs, createUser, serviceRoleToken, type TestUser } from '../factories/users.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';
import { dbKinds } from '../setup/test-db.ts';

const png = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

describe.each(dbKinds())('authorization beyond the matrix (%s)', (kind) => {
  let admin: SupabaseClient;
  let alice: TestUser;
  let bob: TestUser;
  let asAlice: SupabaseClient;
  let asBob: SupabaseClient;

  const app = useTestApp(kind);
  beforeAll(async () => {
    admin = clientAs(app, await serviceRoleToken(app.deps));
    alice = await createUser(app.deps);
    bob = await createUser(app.deps);
    asAlice = clientAs(app, alice.accessToken);
    asBob = clientAs(app, bob.accessToken);
  });

  async function alicePost(published = true): Promise<string> {
    const { data, error } = await admin
      .from('blog_posts')
      .insert(postInput(alice, { is_published: published }))
      .select('id')
      .single();
    expect(error).toBeNull();
    return data!.id as string;
  }
  const authorOf = async (id: string) =>
    (await admin.from('blog_posts').select('author').eq('id', id).single()).data?.author as string | undefined;

  it('an author cannot hand a post to another user (author rewritten on update)', async () => {
    const id = await alicePost();
    const { error } = await asAlice.from('blog_posts').update({ author: bob.id }).eq('id', id);
    expect(error).toMatchObject({ code: '42501' });
    expect(await authorOf(id)).toBe(alice.id);
  });

  it('another user cannot take a post over by upsert on its id', async () => {
    const id = await alicePost();
    const { error } = await asBob
      .from('blog_posts')
      .upsert({ ...postInput(bob), id, title: 'Taken over' }, { onConflict: 'id' });
    expect(error).not.toBeNull();
    const { data } = await admin.from('blog_posts').select('author, title').eq('id', id).single();
    expect(data).toMatchObject({ author: alice.id });
    expect(data?.title).not.toBe('Taken over');
  });

  it('another user cannot reassign a profile or chat rows by upsert', async () => {
    const profile = await asBob.from('profiles').upsert({ id: alice.id, full_name: 'Mallory' }, { onConflict: 'id' });
    expect(profile.error).not.toBeNull();
    const { data: p } = await admin.from('profiles').select('full_name').eq('id', alice.id).single();
    expect(p?.full_name).not.toBe('Mallory');

    const { data: row } = await admin
      .from('chat_history')
      .insert({ user_id: alice.id, message: 'private', is_bot: false })
      .select('id')
      .single();
    const chat = await asBob
      .from('chat_history')
      .upsert({ id: row!.id, user_id: bob.id, message: 'mine now' }, { onConflict: 'id' });
    expect(chat.error).not.toBeNull();
    const { data: after } = await admin.from('chat_history').select('user_id, message').eq('id', row!.id).single();
    expect(after).toEqual({ user_id: alice.id, message: 'private' });
  });

  it('nobody comments on (or reads comments of) another user’s draft', async () => {
    const draft = await alicePost(false);
    const { error } = await asBob
      .from('blog_comments')
      .insert({ blog_post_id: draft, author_id: bob.id, author_name: 'Bob', content: 'found your draft' });
    expect(error).not.toBeNull();
    await admin
      .from('blog_comments')
      .insert({ blog_post_id: draft, author_id: alice.id, author_name: 'Alice', content: 'note to self' });
    const seen = await asBob.from('blog_comments').select('id').eq('blog_post_id', draft);
    expect(seen.data).toEqual([]);
    const anon = await app.client().from('blog_comments').select('id').eq('blog_post_id', draft);
    expect(anon.data).toEqual([]);
  });

  it('filters cannot widen what RLS shows: drafts stay hidden under or= and not.', async () => {
    await alicePost(false);
    for (const query of [
      asBob.from('blog_posts').select('id').or('is_published.eq.false,is_published.eq.true').eq('author', alice.id),
      asBob.from('blog_posts').select('id').not('is_published', 'is', true).eq('author', alice.id),
      app.client().from('blog_posts').select('id').eq('is_published', false),
    ]) {
      const { data, error } = await query;
      expect(error).toBeNull();
      const drafts = await admin.from('blog_posts').select('id').eq('is_published', false).eq('author', alice.id);
      const ids = new Set((drafts.data ?? []).map((d) => d.id));
      expect((data ?? []).filter((r) => ids.has(r.id))).toEqual([]);
    }
  });

  it('the auth schema and its functions are out of reach of /rest/v1', async () => {
    for (const path of [
      '/rest/v1/users?select=*',
      '/rest/v1/refresh_tokens?select=*',
      '/rest/v1/signing_keys?select=*',
      '/rest/v1/rpc/rate_limit_hit',
    ]) {
      const res = await app.fetch(`${testSiteUrl}${path}`, {
        method: path.includes('/rpc/') ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${alice.accessToken}`, 'content-type': 'application/json' },
        body: path.includes('/rpc/') ? '{}' : undefined,
      });
      expect(res.status, path).toBe(404);
    }
    const schema = await app.fetch(`${testSiteUrl}/rest/v1/users?select=*`, {
      headers: { authorization: `Bearer ${alice.accessToken}`, 'accept-profile': 'auth' },
    });
    expect(schema.status).toBe(406);
    const embed = await asAlice.from('blog_posts').select('id, users(*)').limit(1);
    expect(embed.error).not.toBeNull();
  });

  it('a storage object’s owner comes from the token, not from metadata, and the forger cannot remove it', async () => {
    const key = `blog-images/${Date.now()}-forged.png`;
    const up = await asBob.storage
      .from('images')
      .upload(key, png, { contentType: 'image/png', metadata: { owner: alice.id, owner_id: alice.id } });
    expect(up.error).toBeNull();
    const { rows } = await app.deps.db.query<{ owner: string }>(
      `select owner::text as owner from storage.objects where bucket_id = 'images' and name = $1`,
      [key],
    );
    expect(rows[0]?.owner).toBe(bob.id);
    const removed = await asAlice.storage.from('images').remove([key]);
    expect(removed.data ?? []).toEqual([]);
    const still = await app.fetch(asBob.storage.from('images').getPublicUrl(key).data.publicUrl);
    expect(still.status).toBe(200);
  });

  it('storage objects carry nosniff and a sandboxing CSP', async () => {
    const key = `blog-images/${Date.now()}-headers.png`;
    await asAlice.storage.from('images').upload(key, png, { contentType: 'image/png' });
    for (const url of [
      asAlice.storage.from('images').getPublicUrl(key).data.publicUrl,
      `${testSiteUrl}/storage/v1/object/public/images/blog-images/missing.png`,
    ]) {
      const res = await app.fetch(url);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/\bsandbox\b/);
      expect(csp).toMatch(/default-src 'none'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
    }
  });
});
