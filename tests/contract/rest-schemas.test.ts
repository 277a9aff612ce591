/**
 * Exposed schemas (issue 31): REST_SCHEMAS lists the schemas /rest/v1 serves, the first the
 * default; supabase-js `.schema(name)` sends Accept-Profile (GET, HEAD) or Content-Profile (writes,
 * POST /rpc), and the tables, views, functions and relationships of that schema answer, under
 * its grants and row-level security, as PostgREST 12 does. Any other schema → 406 PGRST106.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp } from '../setup/test-app.ts';

const fixtures = `
  drop schema if exists t31s_personal cascade;
  create schema t31s_personal;
  grant usage on schema t31s_personal to anon, authenticated, service_role;
  create table t31s_personal.lists (id int primary key, name text not null);
  create table t31s_personal.items (id int primary key, list_id int not null references t31s_personal.lists(id),
    label text not null, hidden bool not null default false);
  create table t31s_personal.locked (id int primary key);
  insert into t31s_personal.lists values (1, 'Groceries'), (2, 'Books');
  insert into t31s_personal.items values (1, 1, 'Milk', false), (2, 1, 'Eggs', false), (3, 2, 'Secret', true);
  alter table t31s_personal.items enable row level security;
  create policy t31s_visible on t31s_personal.items for select using (not hidden);
  create policy t31s_insert on t31s_personal.items for insert with check (true);
  create policy t31s_update on t31s_personal.items for update using (not hidden);
  create policy t31s_delete on t31s_personal.items for delete using (not hidden);
  create view t31s_personal.list_names as select id, name from t31s_personal.lists;
  create function t31s_personal.count_items(list int) returns int language sql stable as
    'select count(*)::int from t31s_personal.items where list_id = list';
  create function t31s_personal.upper_name(l t31s_personal.lists) returns text language sql stable as
    'select upper(l.name)';
  grant select, insert, update, delete on t31s_personal.lists, t31s_personal.items to anon, authenticated, service_role;
  grant select on t31s_personal.list_names to anon, authenticated, service_role;
  grant execute on all functions in schema t31s_personal to anon, authenticated, service_role;
  notify pgrst, 'reload schema';
`;

const base = 'http://localhost:54321/rest/v1';

describe.each(dbKinds())('rest exposed schemas (%s)', (kind) => {
  const app = useTestApp(kind, { RATE_LIMITS: 'false', REST_SCHEMAS: 'public, t31s_personal' });
  beforeAll(async () => {
    await app.deps.db.exec(fixtures);
  });
  afterAll(async () => {
    await app.deps.db.exec('drop schema if exists t31s_personal cascade');
  });

  const personal = () => app.client().schema('t31s_personal');

  it('reads a table, a view, an embedding and a computed field of the chosen schema', async () => {
    const { data, error } = await personal()
      .from('lists')
      .select('id, upper_name, items(label)')
      .order('id')
      .order('id', { referencedTable: 'items' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, upper_name: 'GROCERIES', items: [{ label: 'Milk' }, { label: 'Eggs' }] },
      // Row-level security hides the hidden item, as in public.
      { id: 2, upper_name: 'BOOKS', items: [] },
    ]);
    const view = await personal().from('list_names').select('name').eq('id', 2).single();
    expect(view).toMatchObject({ error: null, data: { name: 'Books' } });
  });

  it('names a non-default schema back in Content-Profile, and not the default', async () => {
    const res = await app.fetch(`${base}/lists?select=id&order=id`, { headers: { 'Accept-Profile': 't31s_personal' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-profile')).toBe('t31s_personal');
    expect(await res.json()).toEqual([{ id: 1 }, { id: 2 }]);
    const pub = await app.fetch(`${base}/blog_posts?select=id&limit=1`, { headers: { 'Accept-Profile': 'public' } });
    expect(pub.status).toBe(200);
    expect(pub.headers.get('content-profile')).toBeNull();
  });

  it('writes with Content-Profile: insert, update, delete', async () => {
    const ins = await personal().from('items').insert({ id: 10, list_id: 2, label: 'Novel' }).select().single();
    expect(ins).toMatchObject({ status: 201, data: { id: 10, list_id: 2, label: 'Novel', hidden: false } });
    const upd = await personal().from('items').update({ label: 'Poems' }).eq('id', 10).select('label');
    expect(upd).toMatchObject({ status: 200, data: [{ label: 'Poems' }] });
    // A row row-level security hides is not updated.
    const hidden = await personal().from('items').update({ label: 'x' }).eq('id', 3).select('id');
    expect(hidden.data).toEqual([]);
    const del = await personal().from('items').delete().eq('id', 10).select('id');
    expect(del).toMatchObject({ status: 200, data: [{ id: 10 }] });
  });

  it('calls a function of the chosen schema with POST and GET', async () => {
    const post = await personal().rpc('count_items', { list: 1 });
    expect(post).toMatchObject({ error: null, data: 2 });
    const get = await personal().rpc('count_items', { list: 2 }, { get: true });
    expect(get).toMatchObject({ error: null, data: 0 });
    // The function is not in public.
    const pub = await app.client().rpc('count_items', { list: 1 });
    expect(pub).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
    const wrong = await personal().rpc('count_items', { nope: 1 });
    expect(wrong).toMatchObject({
      status: 404,
      error: {
        code: 'PGRST202',
        message: 'Could not find the function t31s_personal.count_items(nope) in the schema cache',
      },
    });
  });

  it('an unknown table or relationship names the chosen schema', async () => {
    const embed = await personal().from('lists').select('id, blog_posts(id)');
    expect(embed).toMatchObject({
      status: 400,
      error: {
        code: 'PGRST200',
        details:
          "Searched for a foreign key relationship between 'lists' and 'blog_posts' in the schema 't31s_personal', but no matches were found.",
      },
    });
    const { error, status } = await personal().from('list').select('*');
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 't31s_personal.list' in the schema cache",
      hint: "Perhaps you meant the table 't31s_personal.lists'",
    });
  });

  it('grants apply: a table not granted is 401/403 as in public', async () => {
    const { error, status } = await personal().from('locked').select('*');
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501' });
  });

  it('a schema not exposed → 406 PGRST106 with PostgREST’s message', async () => {
    const read = await app.client().schema('auth').from('users').select('*');
    expect(read.status).toBe(406);
    expect(read.error).toEqual({
      code: 'PGRST106',
      details: null,
      hint: null,
      message: 'The schema must be one of the following: public, t31s_personal',
    });
    const write = await app.client().schema('storage').from('objects').insert({});
    expect(write).toMatchObject({ status: 406, error: { code: 'PGRST106' } });
    const rpc = await app.client().schema('auth').rpc('uid');
    expect(rpc).toMatchObject({ status: 406, error: { code: 'PGRST106' } });
  });
});
