/**
 * /rest/v1 answers in the shape supabase-js asked for, or with PostgREST's error (issue 31 item 5):
 * `.csv()`, `.stripNulls()`, `.rollback()`, `.maxAffected()`, ambiguous RPC overloads (300), an
 * unavailable media type (406), and statements that still work after a type is dropped and made
 * again and the schema reloaded (`NOTIFY pgrst, 'reload schema'`).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientAs, serviceRoleToken } from '../factories/users.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp } from '../setup/test-app.ts';

const fixtures = `
  create table public.t31_items (id int primary key, name text not null, note text);
  grant select, insert, update, delete on public.t31_items to anon, authenticated, service_role;
  create function public.t31_pick(a text) returns int language sql stable as 'select 1';
  create function public.t31_pick(a int) returns text language sql stable as $$ select 'int' $$;
  create function public.t31_touch(p_note text) returns setof public.t31_items language sql as
    $$ update public.t31_items set note = p_note returning * $$;
  grant execute on all functions in schema public to anon, authenticated, service_role;
  notify pgrst, 'reload schema';
`;

type Answer = { data: unknown; error: { code: string; details: string | null } | null; status: number };
/** `.maxAffected(n)`: typed by supabase-js only for clients declared PostgREST 13+, sent the same way. */
const maxAffected = (query: unknown, n: number) =>
  (query as { maxAffected(n: number): PromiseLike<Answer> }).maxAffected(n);

const rows = [
  { id: 1, name: 'Ada', note: null },
  { id: 2, name: 'Grace, R.', note: 'says "hi"' },
  { id: 3, name: 'Edsger', note: null },
];

describe.each(dbKinds())('rest answer shapes (%s)', (kind) => {
  let db: SupabaseClient;

  const app = useTestApp(kind, { RATE_LIMITS: 'false' });
  beforeAll(async () => {
    await app.deps.db.exec(fixtures);
    db = clientAs(app, await serviceRoleToken(app.deps));
  });
  beforeEach(async () => {
    await app.deps.db.exec('delete from public.t31_items');
    await app.deps.db.query(
      'insert into public.t31_items select * from json_populate_recordset(null::public.t31_items, $1::json)',
      [JSON.stringify(rows)],
    );
  });

  it('.csv() answers text/csv: a header, then one line per row, quoted where needed', async () => {
    const { data, error, status } = await db.from('t31_items').select('id, name, note').order('id').csv();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe('id,name,note\n1,Ada,\n2,"Grace, R.","says ""hi"""\n3,Edsger,');
  });

  it('.stripNulls() leaves out null-valued keys, for arrays and .single()', async () => {
    const { data, error } = await db.from('t31_items').select('*').order('id').stripNulls();
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, name: 'Ada' },
      { id: 2, name: 'Grace, R.', note: 'says "hi"' },
      { id: 3, name: 'Edsger' },
    ]);
    const one = await db.from('t31_items').select('*').eq('id', 1).single().stripNulls();
    expect(one.error).toBeNull();
    expect(one.data).toEqual({ id: 1, name: 'Ada' });
  });

  it('a media type the server cannot produce is refused with 406 PGRST107, not answered as JSON', async () => {
    const { data, error, status } = await db.from('t31_items').select('*').geojson();
    expect(status).toBe(406);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'PGRST107' });
  });

  it('.rollback() answers with the written rows and keeps nothing', async () => {
    const inserted = await db.from('t31_items').insert({ id: 9, name: 'Barbara' }).select().rollback();
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
    expect(inserted.data).toEqual([{ id: 9, name: 'Barbara', note: null }]);
    const updated = await db.from('t31_items').update({ note: 'x' }).gte('id', 1).select('id').rollback();
    expect(updated.error).toBeNull();
    expect(updated.data).toHaveLength(3);
    const deleted = await db.from('t31_items').delete().eq('id', 1).rollback();
    expect(deleted.error).toBeNull();
    const rpc = await db.rpc('t31_touch', { p_note: 'rpc' }).rollback();
    expect(rpc.error).toBeNull();
    expect(rpc.data).toHaveLength(3);
    const { data } = await db.from('t31_items').select('*').order('id');
    expect(data).toEqual(rows);
  });

  it('.maxAffected() refuses an update or delete touching more rows (400 PGRST124) and changes nothing', async () => {
    const update = await maxAffected(db.from('t31_items').update({ note: 'all' }).gte('id', 1), 2);
    expect(update.status).toBe(400);
    expect(update.error).toMatchObject({ code: 'PGRST124', details: 'The query affects 3 rows' });
    const del = await maxAffected(db.from('t31_items').delete().gte('id', 1).select(), 1);
    expect(del.status).toBe(400);
    expect(del.error).toMatchObject({ code: 'PGRST124' });
    const { data } = await db.from('t31_items').select('*').order('id');
    expect(data).toEqual(rows);
    const within = await maxAffected(db.from('t31_items').update({ note: 'one' }).eq('id', 1), 1);
    expect(within.error).toBeNull();
    expect(within.status).toBe(204);
    const rpc = await maxAffected(db.rpc('t31_touch', { p_note: 'rpc' }), 2);
    expect(rpc.error).toMatchObject({ code: 'PGRST124' });
  });

  it('an RPC call more than one overload fits answers 300 PGRST203', async () => {
    const { error, status } = await db.rpc('t31_pick', { a: 'x' });
    expect(status).toBe(300);
    expect(error).toMatchObject({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.t31_pick(a => integer), public.t31_pick(a => text)',
    });
  });

  it('statements work again after a type is dropped, made again and the schema reloaded', async () => {
    await app.deps.db.exec(`
      create type public.t31_mood as enum ('calm', 'busy');
      create table public.t31_moods (id int primary key, mood public.t31_mood);
      grant select, insert on public.t31_moods to service_role;
      insert into public.t31_moods values (1, 'calm');
      notify pgrst, 'reload schema';`);
    // The notice reaches the server asynchronously (below too): a request before it may miss the table.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const first = await db.from('t31_moods').select('id, mood').eq('mood', 'calm');
    expect(first.error).toBeNull();
    expect(first.data).toEqual([{ id: 1, mood: 'calm' }]);
    await app.deps.db.exec(`
      drop table public.t31_moods;
      drop type public.t31_mood;
      create type public.t31_mood as enum ('calm', 'busy', 'away');
      create table public.t31_moods (id int primary key, mood public.t31_mood);
      grant select, insert on public.t31_moods to service_role;
      insert into public.t31_moods values (1, 'calm'), (2, 'away');
      notify pgrst, 'reload schema';`);
    // The notice reaches the server asynchronously; PostgREST reloads on it, then answers.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await db.from('t31_moods').select('id, mood').eq('mood', 'calm');
    expect(again.error).toBeNull();
    expect(again.data).toEqual([{ id: 1, mood: 'calm' }]);
    const added = await db.from('t31_moods').insert({ id: 3, mood: 'away' }).select();
    expect(added.error).toBeNull();
  });
});
