/** /rest/v1 failure paths: every one a PostgREST code and a 4xx, never a 500 or SQL text. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { postInput } from '../factories/blog-posts.ts';
import { clientAs, createUser, serviceRoleToken, signAccessToken, type TestUser } from '../factories/users.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp } from '../setup/test-app.ts';

const base = 'http://localhost:54321/rest/v1';

describe.each(dbKinds())('rest errors (%s)', (kind) => {
  let alice: TestUser;
  let db: SupabaseClient;

  const app = useTestApp(kind);
  beforeAll(async () => {
    alice = await createUser(app.deps);
    db = clientAs(app, alice.accessToken);
  });

  const raw = (path: string, init: RequestInit = {}) => app.fetch(`${base}${path}`, init);

  it('unknown table → 404 PGRST205 with a hint', async () => {
    const { error, status } = await db.from('blog_post').select('*');
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST205',
      details: null,
      hint: "Perhaps you meant the table 'public.blog_posts'",
      message: "Could not find the table 'public.blog_post' in the schema cache",
    });
  });

  it('unknown column in select, filter or order → 400 42703', async () => {
    for (const q of [
      db.from('blog_posts').select('nope'),
      db.from('blog_posts').select('*').eq('nope', 1),
      db.from('blog_posts').select('*').order('nope'),
    ]) {
      const { error, status } = await q;
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '42703', message: 'column blog_posts.nope does not exist' });
    }
  });

  it('unknown column in a payload or columns= → 400 PGRST204', async () => {
    const ins = await db.from('blog_posts').insert({ ...postInput(alice), nope: 1 });
    expect(ins.status).toBe(400);
    expect(ins.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'blog_posts' in the schema cache",
    });
    const upd = await db.from('profiles').update({ nope: 1 }).eq('id', alice.id);
    expect(upd.error).toMatchObject({ code: 'PGRST204' });
  });

  it('bad operator or malformed filter → 400 PGRST100', async () => {
    const res = await raw('/blog_posts?id=foo.1');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'PGRST100',
      details: 'unexpected "f" expecting "not" or operator (eq, gt, ...)',
      hint: null,
      message: '"failed to parse filter (foo.1)" (line 1, column 1)',
    });
    const tree = await db.from('blog_posts').select('*').or('title.eq.a,excerpt');
    expect(tree.error?.code).toBe('PGRST100');
    const limit = await raw('/blog_posts?limit=ten');
    expect((await limit.json()).code).toBe('PGRST100');
  });

  it('bad uuid, boolean or timestamp → 400 22P02 / 22007', async () => {
    const uuid = await db.from('blog_posts').select('*').eq('id', 'not-a-uuid');
    expect(uuid.status).toBe(400);
    expect(uuid.error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type uuid: "not-a-uuid"' });
    const bool = await db.from('blog_posts').insert({ ...postInput(alice), is_published: 'maybe' });
    expect(bool.error).toMatchObject({ code: '22P02' });
    const date = await db.from('blog_posts').select('id').gt('date', 'yesterday-ish');
    expect(date.status).toBe(400);
    expect(date.error?.code).toMatch(/^22/);
  });

  it('check and not-null violations → 400 23514 / 23502; bad foreign key → 409 23503', async () => {
    const check = await db.from('blog_posts').insert(postInput(alice, { category: 'Cooking' }));
    expect(check).toMatchObject({ status: 400, error: { code: '23514' } });
    const { title: _t, ...untitled } = postInput(alice);
    const notNull = await db.from('blog_posts').insert([untitled, postInput(alice)]);
    expect(notNull).toMatchObject({ status: 400, error: { code: '23502' } });
    // The service role bypasses RLS, so the foreign key itself answers.
    const admin = clientAs(app, await serviceRoleToken(app.deps));
    const fk = await admin
      .from('blog_comments')
      .insert({ blog_post_id: crypto.randomUUID(), author_id: alice.id, author_name: 'A', content: 'x' });
    expect(fk).toMatchObject({ status: 409, error: { code: '23503' } });
  });

  it('malformed or wrong-shaped JSON → 400 PGRST102', async () => {
    const headers = { Authorization: `Bearer ${alice.accessToken}`, 'Content-Type': 'application/json' };
    for (const body of ['{"title": ', '', '42', '[1, 2]', 'null']) {
      const res = await raw('/blog_posts', { method: 'POST', headers, body });
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('PGRST102');
    }
    const patch = await raw(`/profiles?id=eq.${alice.id}`, { method: 'PATCH', headers, body: '[{}]' });
    expect((await patch.json()).code).toBe('PGRST102');
  });

  it('oversized bodies → 413 before anything is written; other media types → 415', async () => {
    const headers = { Authorization: `Bearer ${alice.accessToken}`, 'Content-Type': 'application/json' };
    const big = JSON.stringify(postInput(alice, { content: 'x'.repeat(1_100_000) }));
    const res = await raw('/blog_posts', { method: 'POST', headers, body: big });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large', message: expect.stringContaining('1048576') });
    const text = await raw('/blog_posts', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'text/plain' },
      body: '{}',
    });
    expect(text.status).toBe(415);
  });

  it('RLS denial on insert → 42501, 401 for anonymous callers and 403 for users', async () => {
    const anon = await app.client().from('blog_posts').insert(postInput(alice));
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({ code: '42501' });
    const bob = await createUser(app.deps);
    const forged = await clientAs(app, bob.accessToken).from('blog_posts').insert(postInput(alice));
    expect(forged.status).toBe(403);
    expect(forged.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "blog_posts"',
    });
  });

  it('expired token → 401 PGRST303; tampered or foreign token → 401 PGRST301', async () => {
    const expired = await signAccessToken(app.deps, { sub: alice.id }, { expiresIn: -60 });
    const res = await clientAs(app, expired).from('blog_posts').select('*');
    expect(res.status).toBe(401);
    expect(res.error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    const direct = await raw('/blog_posts', { headers: { Authorization: `Bearer ${expired}` } });
    expect(direct.headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token", error_description="JWT expired"',
    );

    const [h, p, s] = alice.accessToken.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...payload, role: 'service_role' })).toString('base64url');
    const tampered = await clientAs(app, `${h}.${forgedPayload}.${s}`).from('blog_posts').select('*');
    expect(tampered.status).toBe(401);
    expect(tampered.error?.code).toBe('PGRST301');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const algNone = await clientAs(app, `${none}.${forgedPayload}.`).from('blog_posts').select('*');
    expect(algNone).toMatchObject({ status: 401, error: { code: 'PGRST301' } });
  });

  it('a schema other than public → 406 PGRST106', async () => {
    const res = await raw('/users', { headers: { 'Accept-Profile': 'auth' } });
    expect(res.status).toBe(406);
    expect(await res.json()).toMatchObject({
      code: 'PGRST106',
      message: 'The schema must be one of the following: public',
    });
    const { error } = await db.schema('storage').from('objects').insert({});
    expect(error).toMatchObject({ code: 'PGRST106' });
  });

  it('embedded resources, unknown functions and other verbs get clear 4xx answers', async () => {
    const embed = await db.from('blog_posts').select('*, profiles(full_name)');
    expect(embed).toMatchObject({ status: 400, error: { code: 'PGRST200' } });
    const rpc = await db.rpc('handle_new_user');
    expect(rpc).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
    const put = await raw('/blog_posts', { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
  });

  it('never leaks SQL or stacks, even for hostile identifiers', async () => {
    for (const path of [
      '/blog_posts?select=id%22%3Bdrop+table+x%3B--',
      '/blog_posts?order=id%3Bselect+1',
      '/blog_posts%22%3Bselect',
      "/blog_posts?title=eq.'%3B+drop+table+blog_posts%3B--",
    ]) {
      const res = await raw(path);
      expect(res.status).toBeGreaterThanOrEqual(200);
      expect(res.status).toBeLessThan(500);
      const text = await res.text();
      expect(text).not.toMatch(/select .* from|\bat \w+ \(|node_modules/i);
    }
    const { count } = await app.client().from('blog_posts').select('*', { count: 'exact', head: true });
    expect(count).toBe(0);
  });
});
