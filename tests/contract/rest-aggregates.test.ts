/**
 * Aggregates in select as PostgREST 12 answers them (issue 31): `count()`, `col.sum()`,
 * `col.avg()`, `col.min()`, `col.max()`, aliased and cast, grouped by the other columns selected,
 * at the top level, inside embedded resources and over a function's rows; off unless
 * REST_AGGREGATES is on (400 PGRST123, as PostgREST without db-aggregates-enabled).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../setup/test-db.ts';
import { startTestApp, useTestApp, type TestApp } from '../setup/test-app.ts';
import { expectRows } from './rest-fixtures.ts';

const fixtures = `
  create table public.t31a_teams (id int primary key, name text not null);
  create table public.t31a_scores (
    id int primary key, team_id int not null references public.t31a_teams (id), points int not null, term text not null
  );
  insert into public.t31a_teams values (1, 'Red'), (2, 'Blue'), (3, 'Green');
  insert into public.t31a_scores values
    (1, 1, 10, 'spring'), (2, 1, 30, 'autumn'), (3, 2, 5, 'spring'), (4, 2, 7, 'spring'), (5, 2, 9, 'autumn');
  create function public.t31a_all_scores() returns setof public.t31a_scores language sql stable as
    'select * from public.t31a_scores';
  grant select on public.t31a_teams, public.t31a_scores to anon, authenticated, service_role;
  grant execute on function public.t31a_all_scores() to anon, authenticated, service_role;
  notify pgrst, 'reload schema';
`;

describe.each(dbKinds())('rest aggregates (%s)', (kind) => {
  let off: TestApp;
  let db: SupabaseClient;

  const app = useTestApp(kind, { RATE_LIMITS: 'false', REST_AGGREGATES: 'true' });
  beforeAll(async () => {
    off = await startTestApp(kind, { RATE_LIMITS: 'false' });
    await app.deps.db.exec(fixtures);
    await off.deps.db.exec(fixtures);
    db = app.client();
  });
  afterAll(async () => {
    await off.close();
  });

  it('count() over the rows, and each aggregate named by its function unless aliased', async () => {
    await expectRows(
      db.from('t31a_scores').select('count(), points.sum(), points.avg(), lowest:points.min(), points.max()').single(),
      { count: 5, sum: 61, avg: 12.2, lowest: 5, max: 30 },
    );
  });

  it('groups by the other columns selected, with filters and order', async () => {
    await expectRows(
      db.from('t31a_scores').select('term, total:points.sum(), count()').neq('team_id', 3).order('term'),
      [
        { term: 'autumn', total: 39, count: 2 },
        { term: 'spring', total: 22, count: 3 },
      ],
    );
  });

  it('casts the column before and the result after the aggregate', async () => {
    await expectRows(db.from('t31a_scores').select('points::numeric.avg()::text').single(), {
      avg: '12.2000000000000000',
    });
  });

  it('aggregates inside an embedded resource, per parent row (a bare count as count())', async () => {
    await expectRows(
      db.from('t31a_teams').select('name, t31a_scores(count), best:t31a_scores(points.max())').order('id'),
      [
        { name: 'Red', t31a_scores: [{ count: 2 }], best: [{ max: 30 }] },
        { name: 'Blue', t31a_scores: [{ count: 3 }], best: [{ max: 9 }] },
        { name: 'Green', t31a_scores: [{ count: 0 }], best: [{ max: null }] },
      ],
    );
  });

  it('groups by embedded resources beside the aggregates, spread or not', async () => {
    const { data, error } = await db.from('t31a_scores').select('count(), t31a_teams(name)');
    expect(error).toBeNull();
    expect(data).toEqual(
      expect.arrayContaining([
        { count: 2, t31a_teams: { name: 'Red' } },
        { count: 3, t31a_teams: { name: 'Blue' } },
      ]),
    );
    expect(data).toHaveLength(2);
    const spread = await db.from('t31a_scores').select('points.sum(), ...t31a_teams(team:name)').eq('term', 'spring');
    expect(spread.error).toBeNull();
    expect(spread.data).toEqual(
      expect.arrayContaining([
        { sum: 10, team: 'Red' },
        { sum: 12, team: 'Blue' },
      ]),
    );
    expect(spread.data).toHaveLength(2);
  });

  it("aggregates a function's rows", async () => {
    await expectRows(db.rpc('t31a_all_scores').select('team_id, points.sum()').order('team_id'), [
      { team_id: 1, sum: 40 },
      { team_id: 2, sum: 21 },
    ]);
  });

  it('ordering an aggregated select by a column it does not group by answers 400 42803', async () => {
    const { error, status } = await db.from('t31a_scores').select('term, count()').order('points');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42803' });
  });

  it('an unknown column in an aggregate answers 42703', async () => {
    const { error, status } = await db.from('t31a_scores').select('nope.sum()');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42703' });
  });

  it('with REST_AGGREGATES off, any aggregate answers 400 PGRST123 and plain selects still work', async () => {
    const client = off.client();
    const agg = await client.from('t31a_scores').select('points.sum()');
    expect(agg.status).toBe(400);
    expect(agg.error).toMatchObject({ code: 'PGRST123', message: 'Use of aggregate functions is not allowed' });
    const nested = await client.from('t31a_teams').select('name, t31a_scores(count)');
    expect(nested.error).toMatchObject({ code: 'PGRST123' });
    const plain = await client.from('t31a_scores').select('id').eq('term', 'autumn').order('id');
    expect(plain.data).toEqual([{ id: 2 }, { id: 5 }]);
  });
});
