/**
 * Embedding through views and from RPC results, and row-typed RPC arguments, as PostgREST 12
 * answers them (issue 31): a view showing a table's key columns carries that table's foreign
 * keys (to and from it); a function returning rows of a relation embeds from them like the
 * relation; a row-typed argument is sent as a JSON object of its columns; a write's response
 * embeds what its select list asks for; a foreign key's name embeds the rows across it.
 */
import { describe, expect, it } from 'vitest';
import { dbKinds } from '../setup/test-db.ts';
import { expectRows, useRestFixtures } from './rest-fixtures.ts';

const fixtures = `
  create table public.t31v_classes (id int primary key, title text not null);
  create table public.t31v_pupils (id int primary key, class_id int not null references public.t31v_classes (id), name text not null, active bool not null);
  insert into public.t31v_classes values (1, 'Maths'), (2, 'Art');
  insert into public.t31v_pupils values (1, 1, 'Asha', true), (2, 1, 'Ravi', false), (3, 2, 'Meera', true);
  create view public.t31v_active_pupils as select id, class_id, name from public.t31v_pupils where active;
  create view public.t31v_class_titles as select id, title from public.t31v_classes;
  create function public.t31v_pupils_named(prefix text) returns setof public.t31v_pupils language sql stable as
    $$ select * from public.t31v_pupils where name like prefix || '%' order by id $$;
  create function public.t31v_roster(c public.t31v_classes) returns setof public.t31v_pupils language sql stable as
    'select * from public.t31v_pupils where class_id = c.id order by id';
  grant select on public.t31v_classes, public.t31v_pupils, public.t31v_active_pupils, public.t31v_class_titles
    to anon, authenticated, service_role;
  grant insert, update, delete on public.t31v_pupils to anon, authenticated, service_role;
  grant execute on all functions in schema public to anon, authenticated, service_role;
  notify pgrst, 'reload schema';
`;

describe.each(dbKinds())('rest views and RPC results (%s)', (kind) => {
  const rest = useRestFixtures(kind, fixtures);

  it("a view embeds its table's parent (many-to-one) and is embedded as its children (one-to-many)", async () => {
    await expectRows(rest.db.from('t31v_active_pupils').select('name, t31v_classes(title)').order('id'), [
      { name: 'Asha', t31v_classes: { title: 'Maths' } },
      { name: 'Meera', t31v_classes: { title: 'Art' } },
    ]);
    await expectRows(rest.db.from('t31v_classes').select('title, t31v_active_pupils(name)').order('id'), [
      { title: 'Maths', t31v_active_pupils: [{ name: 'Asha' }] },
      { title: 'Art', t31v_active_pupils: [{ name: 'Meera' }] },
    ]);
  });

  it('a view embeds another view over the related table', async () => {
    await expectRows(rest.db.from('t31v_active_pupils').select('name, t31v_class_titles(title)').eq('id', 3).single(), {
      name: 'Meera',
      t31v_class_titles: { title: 'Art' },
    });
  });

  it('rows an RPC returns embed their related rows, with filters after the select', async () => {
    const { data, error } = await rest.db.rpc('t31v_pupils_named', { prefix: 'R' }).select('name, t31v_classes(title)');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Ravi', t31v_classes: { title: 'Maths' } }]);
    await expectRows(
      rest.db
        .rpc('t31v_pupils_named', { prefix: '' })
        .select('name, t31v_classes!inner(title)')
        .eq('t31v_classes.title', 'Art'),
      [{ name: 'Meera', t31v_classes: { title: 'Art' } }],
    );
  });

  it('a row-typed argument is a JSON object of its columns (missing ones null)', async () => {
    const { data, error } = await rest.db.rpc('t31v_roster', { c: { id: 1 } }).select('name');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Asha' }, { name: 'Ravi' }]);
    const wrong = await rest.db.rpc('t31v_roster', { c: { id: 'one' } });
    expect(wrong.status).toBe(400);
    expect(wrong.error).toMatchObject({ code: '22P02' });
  });

  it("a write's response embeds related rows: insert, update and delete", async () => {
    const added = await rest.db
      .from('t31v_pupils')
      .insert({ id: 10, class_id: 2, name: 'Kabir', active: true })
      .select('name, t31v_classes(title)')
      .single();
    expect(added.error).toBeNull();
    expect(added.status).toBe(201);
    expect(added.data).toEqual({ name: 'Kabir', t31v_classes: { title: 'Art' } });
    await expectRows(
      rest.db.from('t31v_pupils').update({ class_id: 1 }).eq('id', 10).select('id, cls:t31v_classes(title)'),
      [{ id: 10, cls: { title: 'Maths' } }],
    );
    await expectRows(rest.db.from('t31v_pupils').delete().eq('id', 10).select('name, t31v_classes(id)'), [
      { name: 'Kabir', t31v_classes: { id: 1 } },
    ]);
    const left = await rest.db.from('t31v_pupils').select('id').eq('id', 10);
    expect(left.data).toEqual([]);
  });

  it("a foreign key's name embeds across it, from either side", async () => {
    await expectRows(rest.db.from('t31v_classes').select('id, t31v_pupils_class_id_fkey(name)').eq('id', 2).single(), {
      id: 2,
      t31v_pupils_class_id_fkey: [{ name: 'Meera' }],
    });
    await expectRows(
      rest.db.from('t31v_pupils').select('name, t31v_pupils_class_id_fkey(title)').eq('id', 1).single(),
      { name: 'Asha', t31v_pupils_class_id_fkey: { title: 'Maths' } },
    );
  });

  it('an embed with no fields filters with !inner and is left out of the output', async () => {
    await expectRows(rest.db.from('t31v_pupils').select('name, t31v_classes()').eq('id', 1).single(), { name: 'Asha' });
    await expectRows(rest.db.from('t31v_pupils').select('name, t31v_classes!inner()').eq('t31v_classes.title', 'Art'), [
      { name: 'Meera' },
    ]);
  });
});
