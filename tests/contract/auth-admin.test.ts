/**
 * The service key and GoTrue's admin API through supabase-js `auth.admin.*`: who may call it,
 * every call and its shapes, pagination as supabase-js reads it, bans, deletion, the staff
 * activity log, app_metadata in access tokens (and never from PUT /user), and the service key
 * bypassing row-level security on /rest/v1 and /storage/v1.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { mintApiKeys, type ApiKeys } from '../../server/auth/api-keys.ts';
import { builtinPublishableKey } from '../../server/site/handler.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';
import { decodeJwt, password, uniqueEmail } from './auth-helpers.ts';
import { blogKey, png } from './storage-fixtures.ts';

describe.each(dbKinds())('auth admin API and the service key (%s)', (kind) => {
  let keys: ApiKeys;
  let admin: SupabaseClient;

  const clientWithKey = (key: string) =>
    createClient(testSiteUrl, key, {
      global: { fetch: app.fetch },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });

  const app = useTestApp(kind, { RATE_LIMITS: 'false' });
  beforeAll(async () => {
    keys = await mintApiKeys(app.deps.keys);
    admin = clientWithKey(keys.serviceRoleKey);
  });

  async function newUser(
    options: { app_metadata?: Record<string, unknown>; user_metadata?: Record<string, unknown> } = {},
  ) {
    const email = uniqueEmail('admin-api');
    const { data, error } = await admin.auth.admin.createUser({ email, password, email_confirm: true, ...options });
    expect(error).toBeNull();
    return { id: data.user!.id, email };
  }

  async function signedIn(email: string) {
    const client = app.client();
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    return { client, session: data.session! };
  }

  async function activity(targetId: string) {
    const { rows } = await app.deps.db.query<{ action: string; actor_label: string; details: unknown }>(
      `select action, actor_label, details from public.staff_activity where target_type = 'user' and target_id = $1 order by id`,
      [targetId],
    );
    return rows.map((r) => ({ ...r, details: typeof r.details === 'string' ? JSON.parse(r.details) : r.details }));
  }

  const rawAdmin = (path: string, authorization?: string, init: RequestInit = {}) =>
    app.fetch(`${testSiteUrl}/auth/v1/admin${path}`, {
      ...init,
      headers: { ...(authorization ? { Authorization: authorization } : {}), 'Content-Type': 'application/json' },
    });

  it('mints anon and service keys for 90 days, signed by the current key, without sub or aud', async () => {
    const anon = decodeJwt(keys.anonKey);
    const service = decodeJwt(keys.serviceRoleKey);
    expect(service.header).toMatchObject({ alg: 'ES256', kid: (await app.deps.keys.signingKey()).kid });
    expect(service.payload).toMatchObject({ role: 'service_role', iss: 'supabase' });
    expect(anon.payload).toMatchObject({ role: 'anon' });
    for (const p of [anon.payload, service.payload]) {
      expect(p.sub).toBeUndefined();
      expect(p.aud).toBeUndefined();
      expect(Number(p.exp) - Number(p.iat)).toBe(90 * 24 * 3600);
    }
    // The anon key works like the publishable key on /rest/v1.
    const { error } = await clientWithKey(keys.anonKey).from('blog_posts').select('id').limit(1);
    expect(error).toBeNull();
  });

  it('refuses everyone but the service key: 401 without a token, 403 for the anon key and users', async () => {
    const none = await rawAdmin('/users');
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'no_authorization' });
    const publishable = await rawAdmin('/users', `Bearer ${builtinPublishableKey}`);
    expect(publishable.status).toBe(401);
    const anon = await rawAdmin('/users', `Bearer ${keys.anonKey}`);
    expect(anon.status).toBe(403);
    expect(await anon.json()).toMatchObject({ code: 'not_admin', msg: 'User not allowed' });
    const { email } = await newUser();
    const { session } = await signedIn(email);
    const asUser = await rawAdmin('/users', `Bearer ${session.access_token}`);
    expect(asUser.status).toBe(403);
    expect(asUser.headers.get('x-sb-error-code')).toBe('not_admin');
    // A service-role token signed by any other key is no key at all.
    const [h, p] = keys.serviceRoleKey.split('.');
    const forged = await rawAdmin('/users', `Bearer ${h}.${p}.${'A'.repeat(86)}`);
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'bad_jwt' });
    // supabase-js sees the same refusals.
    const viaClient = await clientWithKey(keys.anonKey).auth.admin.listUsers();
    expect(viaClient.error).toMatchObject({ status: 403, code: 'not_admin' });
    const userClient = createClient(testSiteUrl, builtinPublishableKey, {
      global: { fetch: app.fetch, headers: { Authorization: `Bearer ${session.access_token}` } },
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const create = await userClient.auth.admin.createUser({ email: uniqueEmail('nope'), password });
    expect(create.error).toMatchObject({ status: 403, code: 'not_admin' });
    // Other admin endpoints exist for nobody, and say so only to the service key.
    expect((await rawAdmin('/generate_link', undefined, { method: 'POST', body: '{}' })).status).toBe(401);
    expect(
      (await rawAdmin('/generate_link', `Bearer ${keys.serviceRoleKey}`, { method: 'POST', body: '{}' })).status,
    ).toBe(404);
  });

  it('creates a user with metadata and a staff role that sign-in puts in the access token', async () => {
    const email = uniqueEmail('created');
    const { data, error } = await admin.auth.admin.createUser({
      email: email.toUpperCase(),
      password,
      email_confirm: true,
      user_metadata: { fullName: 'Asha Verma' },
      app_metadata: { role: 'editor', provider: 'forged', team: 'blog' },
    });
    expect(error).toBeNull();
    const user = data.user!;
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email,
      app_metadata: { provider: 'email', providers: ['email'], role: 'editor', team: 'blog' },
      user_metadata: { fullName: 'Asha Verma' },
      identities: [expect.objectContaining({ provider: 'email', user_id: user.id })],
    });
    expect(user.email_confirmed_at).toMatch(/^\d{4}-/);
    const { session } = await signedIn(email);
    const claims = decodeJwt(session.access_token).payload;
    expect(claims.app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'editor', team: 'blog' });
    expect(claims.user_metadata).toEqual({ fullName: 'Asha Verma' });
    expect(claims.role).toBe('authenticated');
    expect(await activity(user.id)).toEqual([
      { action: 'user.create', actor_label: 'service key', details: { email, email_confirm: true, role: 'editor' } },
    ]);
  });

  it('refuses what GoTrue refuses: a taken address, no address, a weak password, an unknown staff role', async () => {
    const { email } = await newUser();
    const taken = await admin.auth.admin.createUser({ email, password });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    const none = await admin.auth.admin.createUser({ password });
    expect(none.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const weak = await admin.auth.admin.createUser({ email: uniqueEmail('weak'), password: 'abc' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const role = await admin.auth.admin.createUser({ email: uniqueEmail('role'), app_metadata: { role: 'root' } });
    expect(role.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(role.error?.message).toContain('admin, editor, sales');
    const dbRole = await admin.auth.admin.createUser({ email: uniqueEmail('db'), role: 'service_role' });
    expect(dbRole.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const unconfirmed = await admin.auth.admin.createUser({ email: uniqueEmail('later'), password });
    expect(unconfirmed.error).toBeNull();
    expect(unconfirmed.data.user?.email_confirmed_at).toBeUndefined();
  });

  it('gets a user by id, and 404 user_not_found for an unknown one', async () => {
    const { id, email } = await newUser();
    const got = await admin.auth.admin.getUserById(id);
    expect(got.error).toBeNull();
    expect(got.data.user).toMatchObject({ id, email });
    const missing = await admin.auth.admin.getUserById('00000000-0000-4000-8000-000000000000');
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User not found' });
  });

  it('lists users newest first in pages, with the total and next/last pages supabase-js reads', async () => {
    for (let i = 0; i < 3; i++) await newUser();
    const { rows } = await app.deps.db.query<{ n: number }>(
      `select count(*)::int as n from auth.users where deleted_at is null`,
    );
    const total = rows[0]!.n;
    const perPage = Math.ceil(total / 3); // three pages: supabase-js reads one-digit page numbers
    const first = await admin.auth.admin.listUsers({ page: 1, perPage });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ aud: 'authenticated', total, nextPage: 2, lastPage: 3 });
    expect(first.data.users).toHaveLength(perPage);
    const second = await admin.auth.admin.listUsers({ page: 2, perPage });
    expect(second.data).toMatchObject({ nextPage: 3, lastPage: 3, total });
    const last = await admin.auth.admin.listUsers({ page: 3, perPage });
    expect(last.data).toMatchObject({ nextPage: null });
    const all = [...first.data.users, ...second.data.users, ...last.data.users];
    expect(new Set(all.map((u) => u.id)).size).toBe(total);
    const created = all.map((u) => u.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const defaults = await admin.auth.admin.listUsers();
    expect(defaults.data.users).toHaveLength(Math.min(50, total));
    const raw = await rawAdmin('/users?page=2&per_page=1', `Bearer ${keys.serviceRoleKey}`);
    expect(raw.headers.get('x-total-count')).toBe(String(total));
    expect(raw.headers.get('link')).toBe(
      `</auth/v1/admin/users?page=3&per_page=1>; rel="next", </auth/v1/admin/users?page=${total}&per_page=1>; rel="last"`,
    );
    const bad = await rawAdmin('/users?page=0', `Bearer ${keys.serviceRoleKey}`);
    expect(bad.status).toBe(400);
    // GoTrue's filter: part of the address or the name; % and _ are literal.
    const named = await newUser({ user_metadata: { fullName: 'Zubin 100%_Mehta' } });
    const found = await rawAdmin(`/users?filter=${encodeURIComponent('100%_meh')}`, `Bearer ${keys.serviceRoleKey}`);
    expect(((await found.json()) as { users: { id: string }[] }).users.map((u) => u.id)).toEqual([named.id]);
    const byEmail = await rawAdmin(
      `/users?filter=${encodeURIComponent(named.email.toUpperCase())}`,
      `Bearer ${keys.serviceRoleKey}`,
    );
    expect(byEmail.headers.get('x-total-count')).toBe('1');
    const literal = await rawAdmin(`/users?filter=${encodeURIComponent('%')}`, `Bearer ${keys.serviceRoleKey}`);
    expect(((await literal.json()) as { users: { id: string }[] }).users.map((u) => u.id)).toEqual([named.id]);
  });

  it('updates metadata and the staff role (logged as user.role from → to), confirms, sets a password', async () => {
    const email = uniqueEmail('update');
    const created = await admin.auth.admin.createUser({ email, user_metadata: { fullName: 'Ravi', city: 'Jaipur' } });
    const id = created.data.user!.id;
    const { data, error } = await admin.auth.admin.updateUserById(id, {
      user_metadata: { city: null, team: 'sales' },
      app_metadata: { role: 'sales' },
      email_confirm: true,
      password,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      user_metadata: { fullName: 'Ravi', team: 'sales' },
      app_metadata: { provider: 'email', providers: ['email'], role: 'sales' },
    });
    expect(data.user?.email_confirmed_at).toMatch(/^\d{4}-/);
    const { client, session } = await signedIn(email);
    expect(decodeJwt(session.access_token).payload.app_metadata).toMatchObject({ role: 'sales' });
    // Changing or removing a role ends the user's sessions (migration 0170): the refresh fails,
    // and the next sign-in carries the new role.
    await admin.auth.admin.updateUserById(id, { app_metadata: { role: 'admin' } });
    expect((await client.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
    const promoted = await signedIn(email);
    expect(decodeJwt(promoted.session.access_token).payload.app_metadata).toMatchObject({ role: 'admin' });
    await admin.auth.admin.updateUserById(id, { app_metadata: { role: null } });
    expect((await promoted.client.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
    const plain = await signedIn(email);
    expect(decodeJwt(plain.session.access_token).payload.app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
    });
    const log = await activity(id);
    expect(log.map((e) => e.action)).toEqual(['user.create', 'user.update', 'user.role', 'user.role', 'user.role']);
    expect(log[1]!.details).toMatchObject({ changed: ['email_confirm', 'password', 'user_metadata'] });
    expect(log.slice(2).map((e) => e.details)).toEqual([
      { email, from: null, to: 'sales' },
      { email, from: 'sales', to: 'admin' },
      { email, from: 'admin', to: null },
    ]);
    // A new password from the admin ends every session, as GoTrue's.
    await admin.auth.admin.updateUserById(id, { password: 'another long secret' });
    const after = await app.fetch(`${testSiteUrl}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${plain.session.access_token}` },
    });
    expect(after.status).toBe(403);
    expect(await after.json()).toMatchObject({ code: 'session_not_found' });
  });

  it("PUT /user never changes the caller's own app_metadata", async () => {
    const { email } = await newUser({ app_metadata: { role: 'sales' } });
    const { session } = await signedIn(email);
    const res = await app.fetch(`${testSiteUrl}/auth/v1/user`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ app_metadata: { role: 'admin' }, data: { role: 'admin' } }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { app_metadata: unknown; user_metadata: unknown };
    expect(body.app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'sales' });
    expect(body.user_metadata).toEqual({ role: 'admin' });
    const again = await signedIn(email);
    expect(decodeJwt(again.session.access_token).payload.app_metadata).toMatchObject({ role: 'sales' });
  });

  it("bans: sign-in and refresh answer 400 user_banned, sessions end, 'none' lifts", async () => {
    const { id, email } = await newUser();
    const { client, session } = await signedIn(email);
    const bad = await admin.auth.admin.updateUserById(id, { ban_duration: '1d' });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(bad.error?.message).toBe('invalid format for ban duration: time: unknown unit "d" in duration "1d"');
    const before = Date.now();
    const banned = await admin.auth.admin.updateUserById(id, { ban_duration: '24h' });
    expect(banned.error).toBeNull();
    const until = Date.parse(banned.data.user!.banned_until!);
    expect(until - before).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(until - before).toBeLessThan(24 * 3600_000 + 60_000);

    const signIn = await app.client().auth.signInWithPassword({ email, password });
    expect(signIn.error).toMatchObject({ status: 400, code: 'user_banned' });
    const refresh = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ status: 400, code: 'user_banned' });
    const user = await app.fetch(`${testSiteUrl}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    expect(user.status).toBe(403);

    const lifted = await admin.auth.admin.updateUserById(id, { ban_duration: 'none' });
    expect(lifted.error).toBeNull();
    expect(lifted.data.user?.banned_until).toBeUndefined();
    // The ban ended the old session for good; signing in again works.
    const old = await app.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(old.error).toMatchObject({ status: 400 });
    expect((await app.client().auth.signInWithPassword({ email, password })).error).toBeNull();

    await admin.auth.admin.updateUserById(id, { ban_duration: '876000h' });
    const century = await admin.auth.admin.getUserById(id);
    expect(Date.parse(century.data.user!.banned_until!) - Date.now()).toBeGreaterThan(99 * 365 * 24 * 3600_000);
    expect(await activity(id)).toMatchObject([
      { action: 'user.create' },
      { action: 'user.ban', details: { email, duration: '24h' } },
      { action: 'user.unban', details: { email, duration: 'none' } },
      { action: 'user.ban', details: { duration: '876000h' } },
    ]);
  });

  it('ends the sessions whoever sets a ban (SQL here, as an admin RPC would)', async () => {
    const { id, email } = await newUser();
    const { session } = await signedIn(email);
    const user = () =>
      app.fetch(`${testSiteUrl}/auth/v1/user`, { headers: { Authorization: `Bearer ${session.access_token}` } });
    expect((await user()).status).toBe(200);
    await app.deps.db.query(`update auth.users set banned_until = now() + interval '1 hour' where id = $1`, [id]);
    const { rows } = await app.deps.db.query<{ open: number }>(
      `select count(*)::int as open from auth.sessions where user_id = $1 and (not_after is null or not_after > now())`,
      [id],
    );
    expect(rows[0]!.open).toBe(0);
    expect((await user()).status).toBe(403);
    const refresh = await app.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ status: 400, code: 'user_banned' });
    await app.deps.db.query(`update auth.users set banned_until = null where id = $1`, [id]);
    const after = await app.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(after.error).toMatchObject({ status: 400, code: 'session_expired' });
  });

  it('deletes a user: sessions die, their posts, comments and chat go with them, uploads stay', async () => {
    const { id, email } = await newUser({ user_metadata: { fullName: 'Gone Soon' } });
    const { client, session } = await signedIn(email);
    const post = await client
      .from('blog_posts')
      .insert({
        title: 'Draft to go',
        content: '<p>Body</p>',
        excerpt: 'Body',
        category: 'AR/VR',
        author_name: 'Gone Soon',
      })
      .select('id')
      .single();
    expect(post.error).toBeNull();
    expect((await client.from('chat_history').insert({ message: 'hello' })).error).toBeNull();
    const key = blogKey();
    expect((await client.storage.from('images').upload(key, png, { contentType: 'image/png' })).error).toBeNull();

    const { data, error } = await admin.auth.admin.deleteUser(id);
    expect(error).toBeNull();
    expect(data.user).toEqual({});
    const gone = await app.fetch(`${testSiteUrl}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    expect(gone.status).toBe(403);
    const refresh = await app.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    expect((await admin.auth.admin.getUserById(id)).error).toMatchObject({ status: 404 });
    const count = async (sql: string) => (await app.deps.db.query<{ n: number }>(sql, [id])).rows[0]!.n;
    expect(await count(`select count(*)::int as n from public.blog_posts where author = $1`)).toBe(0);
    expect(await count(`select count(*)::int as n from public.chat_history where user_id = $1`)).toBe(0);
    expect(await count(`select count(*)::int as n from auth.sessions where user_id = $1`)).toBe(0);
    expect(await count(`select count(*)::int as n from storage.objects where owner = $1`)).toBe(1);
    expect(await activity(id)).toMatchObject([
      { action: 'user.create' },
      { action: 'user.delete', details: { email, soft: false } },
    ]);
    // The address is free again.
    expect((await admin.auth.admin.createUser({ email, password })).error).toBeNull();
    expect((await admin.auth.admin.deleteUser(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('soft-deletes a user: the row stays without address or sessions, the address is free', async () => {
    const { id, email } = await newUser();
    const { session } = await signedIn(email);
    const { error } = await admin.auth.admin.deleteUser(id, true);
    expect(error).toBeNull();
    const gone = await app.fetch(`${testSiteUrl}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    expect(gone.status).toBe(403);
    expect((await admin.auth.admin.getUserById(id)).error).toMatchObject({ status: 404 });
    const { rows } = await app.deps.db.query<{ email: string | null; deleted: boolean }>(
      `select email, deleted_at is not null as deleted from auth.users where id = $1`,
      [id],
    );
    expect(rows).toEqual([{ email: null, deleted: true }]);
    expect((await app.client().auth.signInWithPassword({ email, password })).error).toMatchObject({
      code: 'invalid_credentials',
    });
  });

  it("bypasses row-level security on /rest/v1 (another user's draft) and /storage/v1 (their upload)", async () => {
    const owner = await newUser({ user_metadata: { fullName: 'Owner' } });
    const other = await newUser();
    const { client: ownerClient } = await signedIn(owner.email);
    const { client: otherClient } = await signedIn(other.email);
    const draft = await ownerClient
      .from('blog_posts')
      .insert({
        title: 'Secret draft',
        content: '<p>Not yet</p>',
        excerpt: 'Not yet',
        category: 'AR/VR',
        author_name: 'Owner',
      })
      .select('id')
      .single();
    expect(draft.error).toBeNull();
    const id = draft.data!.id as string;
    expect((await otherClient.from('blog_posts').select('id').eq('id', id)).data).toEqual([]);
    expect((await clientWithKey(keys.anonKey).from('blog_posts').select('id').eq('id', id)).data).toEqual([]);
    const asService = await admin.from('blog_posts').select('id, title, is_published').eq('id', id);
    expect(asService.data).toEqual([{ id, title: 'Secret draft', is_published: false }]);

    const key = blogKey();
    expect((await ownerClient.storage.from('images').upload(key, png, { contentType: 'image/png' })).error).toBeNull();
    const denied = await otherClient.storage.from('images').remove([key]);
    expect(denied.data ?? []).toEqual([]);
    const removed = await admin.storage.from('images').remove([key]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((o) => o.name)).toEqual([key]);
  });
});
