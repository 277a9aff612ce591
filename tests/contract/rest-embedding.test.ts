/**
 * Resource embedding through supabase-js (issue 31 item 1): many-to-one, one-to-many,
 * many-to-many through a junction, one-to-one, self-references, aliases, !inner, spread,
 * filters/order/limit on embedded levels, the 300 PGRST201 of an ambiguous relationship, and
 * row-level security applying to the embedded tables.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAs, serviceRoleToken } from '../factories/users.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp } from '../setup/test-app.ts';
import { expectRows } from './rest-fixtures.ts';

const fixtures = `
  create table public.t31_authors (id int primary key, name text not null);
  create table public.t31_bios (author_id int primary key references public.t31_authors, bio text);
  create table public.t31_posts (
    id int primary key, title text not null, author_id int not null references public.t31_authors,
    editor_id int references public.t31_authors, hidden boolean not null default false);
  create table public.t31_tags (id int primary key, label text not null);
  create table public.t31_post_tags (
    post_id int references public.t31_posts, tag_id int references public.t31_tags, primary key (post_id, tag_id));
  create table public.t31_nodes (id int primary key, name text, parent_id int references public.t31_nodes);
  alter table public.t31_posts enable row level security;
  create policy t31_visible on public.t31_posts for select using (not hidden);
  grant select on public.t31_authors, public.t31_bios, public.t31_posts, public.t31_tags,
    public.t31_post_tags, public.t31_nodes to anon, authenticated, service_role;
  insert into public.t31_authors values (1, 'Ada'), (2, 'Grace'), (3, 'Edsger');
  insert into public.t31_bios values (1, 'Counted.');
  insert into public.t31_posts values (10, 'Notes', 1, 2, false), (11, 'Secret', 1, null, true), (12, 'Bugs', 2, null, false);
  insert into public.t31_tags values (1, 'math'), (2, 'code');
  insert into public.t31_post_tags values (10, 1), (10, 2), (12, 2);
  insert into public.t31_nodes values (1, 'root', null), (2, 'a', 1), (3, 'b', 1);
  notify pgrst, 'reload schema';
`;

describe.each(dbKinds())('rest resource embedding (%s)', (kind) => {
  let anon: SupabaseClient;
  let service: SupabaseClient;

  const app = useTestApp(kind, { RATE_LIMITS: 'false' });
  beforeAll(async () => {
    await app.deps.db.exec(fixtures);
    anon = app.client();
    service = clientAs(app, await serviceRoleToken(app.deps));
  });

  it('embeds one-to-many as arrays, with row-level security on the embedded table', async () => {
    const { data, error } = await anon.from('t31_authors').select('name, t31_posts!author_id(title)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Ada', t31_posts: [{ title: 'Notes' }] },
      { name: 'Grace', t31_posts: [{ title: 'Bugs' }] },
      { name: 'Edsger', t31_posts: [] },
    ]);
    const all = await service.from('t31_authors').select('name, t31_posts!author_id(title)').eq('id', 1).single();
    expect(all.data).toEqual({ name: 'Ada', t31_posts: [{ title: 'Notes' }, { title: 'Secret' }] });
  });

  it('answers 300 PGRST201 for two keys to one table, and follows a hint with an alias', async () => {
    const ambiguous = await anon.from('t31_posts').select('title, t31_authors(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toMatchObject({ code: 'PGRST201' });
    expect(ambiguous.error?.hint).toContain("'t31_authors!t31_posts_author_id_fkey'");
    await expectRows(
      anon
        .from('t31_posts')
        .select('title, author:t31_authors!author_id(name), editor:t31_authors!editor_id(name)')
        .order('id'),
      [
        { title: 'Notes', author: { name: 'Ada' }, editor: { name: 'Grace' } },
        { title: 'Bugs', author: { name: 'Grace' }, editor: null },
      ],
    );
  });

  it('embeds many-to-many through the junction, one-to-one as an object, and self-references', async () => {
    await expectRows(anon.from('t31_posts').select('title, t31_tags(label)').order('id'), [
      { title: 'Notes', t31_tags: [{ label: 'math' }, { label: 'code' }] },
      { title: 'Bugs', t31_tags: [{ label: 'code' }] },
    ]);
    const o2o = await anon.from('t31_authors').select('name, t31_bios(bio)').order('id').limit(2);
    expect(o2o.data).toEqual([
      { name: 'Ada', t31_bios: { bio: 'Counted.' } },
      { name: 'Grace', t31_bios: null },
    ]);
    const children = await anon.from('t31_nodes').select('name, t31_nodes(name)').eq('id', 1).single();
    expect(children.data).toEqual({ name: 'root', t31_nodes: [{ name: 'a' }, { name: 'b' }] });
    const parent = await anon.from('t31_nodes').select('name, parent_id(name)').eq('id', 2).single();
    expect(parent.data).toEqual({ name: 'a', parent_id: { name: 'root' } });
  });

  it('filters, orders and limits embedded levels; !inner filters the parents; spread merges columns', async () => {
    const { data, error } = await anon
      .from('t31_authors')
      .select('name, t31_posts!author_id(title)')
      .order('id', { ascending: false, referencedTable: 't31_posts' })
      .limit(1, { referencedTable: 't31_posts' })
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Ada', t31_posts: [{ title: 'Notes' }] },
      { name: 'Grace', t31_posts: [{ title: 'Bugs' }] },
      { name: 'Edsger', t31_posts: [] },
    ]);
    const inner = await anon
      .from('t31_authors')
      .select('name, t31_posts!author_id!inner(title)', { count: 'exact' })
      .eq('t31_posts.title', 'Bugs');
    expect(inner.error).toBeNull();
    expect(inner.data).toEqual([{ name: 'Grace', t31_posts: [{ title: 'Bugs' }] }]);
    expect(inner.count).toBe(1);
    const spread = await anon.from('t31_posts').select('title, ...t31_authors!author_id(name)').order('id');
    expect(spread.data).toEqual([
      { title: 'Notes', name: 'Ada' },
      { title: 'Bugs', name: 'Grace' },
    ]);
    const notEmbedded = await anon.from('t31_authors').select('name').eq('t31_posts.title', 'Bugs');
    expect(notEmbedded.status).toBe(400);
    expect(notEmbedded.error).toMatchObject({ code: 'PGRST108' });
  });
});
