/**
 * Computed fields and computed relationships as PostgREST finds them (issue 31): a function of
 * `public` taking a relation's row as its one argument is a column of that relation when it
 * returns a scalar (selected, filtered, ordered), and an embeddable resource when it returns rows
 * of a relation (`setof t`: an array, unless declared `ROWS 1`; `returns t`: one object). Row-level
 * security applies inside them as everywhere.
 */
import { describe, expect, it } from 'vitest';
import { dbKinds } from '../setup/test-db.ts';
import { expectRows, useRestFixtures } from './rest-fixtures.ts';

const fixtures = `
  create table public.t31c_authors (id int primary key, name text not null);
  create table public.t31c_books (id int primary key, author_id int not null, title text not null, hidden bool not null default false);
  insert into public.t31c_authors values (1, 'Ada'), (2, 'Grace'), (3, 'Edsger');
  insert into public.t31c_books values
    (1, 1, 'Notes', false), (2, 1, 'Letters', false), (3, 2, 'Compilers', false), (4, 2, 'Secret', true);
  alter table public.t31c_books enable row level security;
  create policy t31c_visible on public.t31c_books for select using (not hidden);
  create function public.t31c_shout(public.t31c_authors) returns text language sql stable as 'select upper($1.name)';
  create function public.t31c_works(a public.t31c_authors) returns setof public.t31c_books language sql stable as
    'select * from public.t31c_books where author_id = a.id order by id';
  create function public.t31c_first(a public.t31c_authors) returns setof public.t31c_books language sql stable rows 1 as
    'select * from public.t31c_books where author_id = a.id order by id limit 1';
  create function public.t31c_writer(b public.t31c_books) returns public.t31c_authors language sql stable as
    'select * from public.t31c_authors where id = b.author_id';
  grant select on public.t31c_authors, public.t31c_books to anon, authenticated, service_role;
  grant execute on all functions in schema public to anon, authenticated, service_role;
  notify pgrst, 'reload schema';
`;

describe.each(dbKinds())('rest computed fields and relationships (%s)', (kind) => {
  const rest = useRestFixtures(kind, fixtures);

  it('a computed field is selected, aliased, filtered and ordered like a column', async () => {
    await expectRows(
      rest.db
        .from('t31c_authors')
        .select('id, t31c_shout, loud:t31c_shout')
        .neq('t31c_shout', 'EDSGER')
        .order('t31c_shout', { ascending: false }),
      [
        { id: 2, t31c_shout: 'GRACE', loud: 'GRACE' },
        { id: 1, t31c_shout: 'ADA', loud: 'ADA' },
      ],
    );
  });

  it('`*` leaves computed fields out, as PostgREST does', async () => {
    const { data } = await rest.db.from('t31c_authors').select('*').eq('id', 1).single();
    expect(data).toEqual({ id: 1, name: 'Ada' });
  });

  it('a set-returning function of the row embeds as an array, under row-level security', async () => {
    await expectRows(rest.db.from('t31c_authors').select('name, books:t31c_works(title)').order('id'), [
      { name: 'Ada', books: [{ title: 'Notes' }, { title: 'Letters' }] },
      { name: 'Grace', books: [{ title: 'Compilers' }] },
      { name: 'Edsger', books: [] },
    ]);
  });

  it('ROWS 1 and a row-returning function embed as one object; !inner keeps parents with one', async () => {
    await expectRows(rest.db.from('t31c_authors').select('name, t31c_first!inner(title)').order('id'), [
      { name: 'Ada', t31c_first: { title: 'Notes' } },
      { name: 'Grace', t31c_first: { title: 'Compilers' } },
    ]);
    await expectRows(rest.db.from('t31c_books').select('title, t31c_writer(name, t31c_shout)').eq('id', 3).single(), {
      title: 'Compilers',
      t31c_writer: { name: 'Grace', t31c_shout: 'GRACE' },
    });
  });

  it('filters, order and limit apply inside a computed relationship', async () => {
    await expectRows(
      rest.db
        .from('t31c_authors')
        .select('name, t31c_works(id)')
        .eq('id', 1)
        .order('id', { referencedTable: 't31c_works', ascending: false })
        .limit(1, { referencedTable: 't31c_works' })
        .single(),
      { name: 'Ada', t31c_works: [{ id: 2 }] },
    );
  });

  it('a function of another relation is not embeddable here (400 PGRST200)', async () => {
    const { error, status } = await rest.db.from('t31c_books').select('id, t31c_works(*)');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST200' });
  });
});
