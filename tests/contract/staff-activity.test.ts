/**
 * The staff roles and activity log (migration 0040, ADR 028) through the real supabase-js
 * client: a real password sign-in carries app_metadata.role in the access token; only admins
 * read public.staff_activity; nobody (anon, a user, any staff role, the service key) inserts,
 * changes or deletes a log entry through /rest/v1; log_staff_action() is internal (no API role
 * executes it, migration 0220) and its triggers take the actor from the token.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { commentInput, postInput } from '../factories/blog-posts.ts';
import { clientAs, createUser, factoryPassword, serviceRoleToken, type TestUser } from '../factories/users.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp } from '../setup/test-app.ts';
import { decodeJwt } from './auth-helpers.ts';

type Actor = 'anon' | 'user' | 'sales' | 'editor' | 'admin' | 'service';
const actors: Actor[] = ['anon', 'user', 'sales', 'editor', 'admin', 'service'];

describe.each(dbKinds())('staff activity (%s)', (kind) => {
  let service: SupabaseClient;
  const users = {} as Record<Exclude<Actor, 'anon' | 'service'>, TestUser>;
  const clients = {} as Record<Actor, SupabaseClient>;

  const app = useTestApp(kind, { RATE_LIMITS: 'false' });
  beforeAll(async () => {
    service = clientAs(app, await serviceRoleToken(app.deps));
    users.user = await createUser(app.deps, { fullName: 'Plain User' });
    users.sales = await createUser(app.deps, { fullName: 'Sales Person', staffRole: 'sales' });
    users.editor = await createUser(app.deps, { fullName: 'Editor Person', staffRole: 'editor' });
    users.admin = await createUser(app.deps, { fullName: 'Admin Person', staffRole: 'admin' });
    clients.anon = app.client();
    clients.service = service;
    for (const name of ['user', 'sales', 'editor', 'admin'] as const)
      clients[name] = clientAs(app, users[name].accessToken);
    // What a server tool does (npm run staff): app.actor for its own transaction only.
    await app.deps.db.transaction(async (tx) => {
      await tx.query(`select set_config('app.actor', 'seed-script', true)`);
      await tx.query(`select public.log_staff_action('lead.status', 'contact_message', 'seeded', '{"to":"done"}')`);
    });
  });

  it('puts app_metadata.role into the access token of a real password sign-in', async () => {
    const client = app.client();
    const { data, error } = await client.auth.signInWithPassword({
      email: users.editor.email,
      password: factoryPassword,
    });
    expect(error).toBeNull();
    const claims = decodeJwt(data.session!.access_token).payload;
    expect(claims.app_metadata).toMatchObject({ provider: 'email', role: 'editor' });
    // A password alone is aal1: the role is in the token but grants nothing until a second factor
    // is verified (migration 0170); the factory's staff sessions are aal2.
    expect(claims.aal).toBe('aal1');
    expect(await client.rpc('staff_role')).toMatchObject({ error: null, data: null });
    expect(await clients.editor.rpc('staff_role')).toMatchObject({ error: null, data: 'editor' });
    expect((await clients.user.rpc('staff_role')).data).toBeNull();
    expect((await clients.anon.rpc('staff_role')).data).toBeNull();
    expect((await clients.sales.rpc('is_staff', { roles: ['admin', 'sales'] })).data).toBe(true);
    expect((await clients.sales.rpc('is_staff', { roles: ['admin', 'editor'] })).data).toBe(false);
  });

  it('ignores a role outside admin, editor and sales', async () => {
    const odd = await createUser(app.deps, { fullName: 'Odd Role' });
    await app.deps.db.query(
      `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"superuser"}' where id = $1`,
      [odd.id],
    );
    const { data } = await app.client().auth.signInWithPassword({ email: odd.email, password: factoryPassword });
    const client = clientAs(app, data.session!.access_token);
    expect((await client.rpc('staff_role')).data).toBeNull();
    expect((await client.from('staff_activity').select('id')).data).toEqual([]);
  });

  it('shows the log to admins (and the service key) only', async () => {
    for (const actor of actors) {
      const { data, error } = await clients[actor]
        .from('staff_activity')
        .select('*')
        .order('created_at', { ascending: false });
      if (actor === 'admin' || actor === 'service') {
        expect(error, actor).toBeNull();
        expect(
          data!.some((row) => row.target_id === 'seeded' && row.actor_label === 'seed-script'),
          actor,
        ).toBe(true);
      } else if (actor === 'anon') {
        expect(error?.code, actor).toBe('42501');
      } else {
        expect(error, actor).toBeNull();
        expect(data, actor).toEqual([]);
      }
    }
  });

  it('lets nobody insert, change or delete a log entry through /rest/v1', async () => {
    const before = await app.deps.db.query<{ n: string }>('select count(*)::text as n from public.staff_activity');
    for (const actor of actors) {
      const insert = await clients[actor]
        .from('staff_activity')
        .insert({ actor_label: 'forged', action: 'lead.status', target_type: 'contact_message' });
      expect(insert.error?.code, `${actor} insert`).toBe('42501');
      const update = await clients[actor]
        .from('staff_activity')
        .update({ actor_label: 'forged' })
        .eq('target_id', 'seeded');
      expect(update.error?.code, `${actor} update`).toBe('42501');
      const remove = await clients[actor].from('staff_activity').delete().eq('target_id', 'seeded');
      expect(remove.error?.code, `${actor} delete`).toBe('42501');
    }
    const after = await app.deps.db.query<{ n: string; forged: string }>(
      `select count(*)::text as n, count(*) filter (where actor_label = 'forged')::text as forged from public.staff_activity`,
    );
    expect(after.rows[0]).toEqual({ n: before.rows[0]!.n, forged: '0' });
  });

  it('calls functions through /rest/v1/rpc as PostgREST does', async () => {
    // GET for a stable function (arguments in the query), refused for a volatile one.
    expect(await clients.admin.rpc('is_staff', { roles: ['admin'] }, { get: true })).toMatchObject({
      error: null,
      data: true,
    });
    const volatile = await clients.editor.rpc(
      'log_staff_action',
      { action: 'x.y', target_type: 't', target_id: null },
      { get: true },
    );
    expect(volatile).toMatchObject({ status: 405, error: { code: 'PGRST101' } });
    const unknownArg = await clients.admin.rpc('staff_role', { nope: 1 });
    expect(unknownArg).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
    const missing = await clients.admin.rpc('is_staff', {});
    expect(missing).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
    const triggerFn = await clients.admin.rpc('contact_messages_log_change');
    expect(triggerFn).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
    // Rows: filters, order, range and an exact count apply to the function's result.
    const page = await clients.admin
      .rpc('admin_list_users', { per_page: 100 })
      .eq('role', 'editor')
      .order('email')
      .range(0, 0);
    expect(page.error).toBeNull();
    expect(page.data).toEqual([expect.objectContaining({ id: users.editor.id, role: 'editor' })]);
  });

  it('lets no API role write the log through /rest/v1/rpc/log_staff_action (#26: forged entries)', async () => {
    const args = { action: 'comment.hide', target_type: 'blog_comment', target_id: 'by-rpc', details: { note: 'x' } };
    for (const actor of actors) {
      const { error } = await clients[actor].rpc('log_staff_action', { ...args, target_id: `by-rpc-${actor}` });
      expect(error?.code, actor).toBe('42501');
    }
    const { rows } = await app.deps.db.query<{ n: string }>(
      `select count(*)::text as n from public.staff_activity where target_id like 'by-rpc-%'`,
    );
    expect(rows[0]!.n).toBe('0');
  });

  it("records the actor from the token when the server's own triggers log a staff change", async () => {
    // An editor hides a comment: the trigger (SECURITY DEFINER) logs it with the editor as actor.
    const post = await service.from('blog_posts').insert(postInput(users.editor)).select('id').single();
    expect(post.error).toBeNull();
    const comment = await service
      .from('blog_comments')
      .insert(commentInput(users.user, post.data!.id))
      .select('id')
      .single();
    expect(comment.error).toBeNull();
    const comments = [{ id: comment.data!.id as string }];
    const hide = await clients.editor.from('blog_comments').update({ hidden: true }).eq('id', comments[0]!.id);
    expect(hide.error).toBeNull();
    const { rows } = await app.deps.db.query<Record<string, unknown>>(
      `select actor_id, actor_email, actor_label, action, target_type, target_id
       from public.staff_activity where target_id = $1 order by id`,
      [comments[0]!.id],
    );
    expect(rows).toEqual([
      {
        actor_id: users.editor.id,
        actor_email: users.editor.email,
        actor_label: users.editor.email,
        action: 'comment.hide',
        target_type: 'blog_comment',
        target_id: comments[0]!.id,
      },
    ]);
  });
});
