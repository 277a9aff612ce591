/**
 * Range operators as PostgREST maps them (issue 31): rangeGte is `nxl` (&>, does not extend to
 * the left of), rangeLte is `nxr` (&<, does not extend to the right of); an unknown function
 * answers PGRST202 naming the arguments searched for, as PostgREST words it; an upsert that only
 * updated answers 200 (201 when it inserted a row); a scalar RPC counts its one row.
 */
import { describe, expect, it } from 'vitest';
import { dbKinds } from '../setup/test-db.ts';
import { useRestFixtures } from './rest-fixtures.ts';

const fixtures = `
  create table public.t31o_slots (id int primary key, hours int4range not null);
  insert into public.t31o_slots values (1, '[1,3)'), (2, '[5,9)'), (3, '[2,12)');
  grant select, insert, update on public.t31o_slots to anon, authenticated, service_role;
  create function public.t31o_double(n int) returns int language sql stable as 'select n * 2';
  grant execute on function public.t31o_double(int) to anon, authenticated, service_role;
  notify pgrst, 'reload schema';
`;

describe.each(dbKinds())('rest operators (%s)', (kind) => {
  const rest = useRestFixtures(kind, fixtures);

  const ids = (data: unknown) => (data as { id: number }[]).map((r) => r.id);

  it('rangeGte keeps ranges not extending left of the value, rangeLte those not extending right', async () => {
    const gte = await rest.db.from('t31o_slots').select('id').rangeGte('hours', '[2,6)').order('id');
    expect(gte.error).toBeNull();
    expect(ids(gte.data)).toEqual([2, 3]);
    const lte = await rest.db.from('t31o_slots').select('id').rangeLte('hours', '[2,6)').order('id');
    expect(lte.error).toBeNull();
    expect(ids(lte.data)).toEqual([1]);
    const gt = await rest.db.from('t31o_slots').select('id').rangeGt('hours', '[2,4)').order('id');
    expect(ids(gt.data)).toEqual([2]);
    const lt = await rest.db.from('t31o_slots').select('id').rangeLt('hours', '[4,6)').order('id');
    expect(ids(lt.data)).toEqual([1]);
  });

  it('an unknown function answers 404 PGRST202 naming the arguments searched for', async () => {
    const { error, status } = await rest.db.rpc('t31o_nothing', { b: 1, a: 2 });
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.t31o_nothing(a, b) in the schema cache',
      details:
        'Searched for the function public.t31o_nothing with parameters a, b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
    const none = await rest.db.rpc('t31o_nothing');
    expect(none.error).toMatchObject({
      message: 'Could not find the function public.t31o_nothing without parameters in the schema cache',
    });
  });

  it('an upsert answers 200 when it only updated, 201 when it inserted a row', async () => {
    const updated = await rest.db.from('t31o_slots').upsert({ id: 1, hours: '[1,4)' }).select('id, hours');
    expect(updated.error).toBeNull();
    expect(updated.status).toBe(200);
    expect(updated.data).toEqual([{ id: 1, hours: '[1,4)' }]);
    const mixed = await rest.db
      .from('t31o_slots')
      .upsert([
        { id: 1, hours: '[1,3)' },
        { id: 4, hours: '[7,8)' },
      ])
      .select('id');
    expect(mixed.error).toBeNull();
    expect(mixed.status).toBe(201);
    expect(ids(mixed.data)).toEqual([1, 4]);
  });

  it("a scalar RPC's count is its one row", async () => {
    const { data, count, error } = await rest.db.rpc('t31o_double', { n: 21 }, { count: 'exact' });
    expect(error).toBeNull();
    expect(data).toBe(42);
    expect(count).toBe(1);
  });
});
