/**
 * Range operators as PostgREST maps them (issue 31): rangeGte is `nxl` (&>, does not extend to
 * the left of), rangeLte is `nxr` (&<, does not extend to the right of); and an unknown function
 * answers PGRST202 naming the arguments searched for, as PostgREST words it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../setup/test-db.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

const fixtures = `
  create table public.t31o_slots (id int primary key, hours int4range not null);
  insert into public.t31o_slots values (1, '[1,3)'), (2, '[5,9)'), (3, '[2,12)');
  grant select on public.t31o_slots to anon, authenticated, service_role;
  notify pgrst, 'reload schema';
`;

describe.each(dbKinds())('rest operators (%s)', (kind) => {
  let app: TestApp;
  let db: SupabaseClient;

  beforeAll(async () => {
    app = await startTestApp(kind, { RATE_LIMITS: 'false' });
    await app.deps.db.exec(fixtures);
    db = app.client();
  });
  afterAll(() => app.close());

  const ids = (data: unknown) => (data as { id: number }[]).map((r) => r.id);

  it('rangeGte keeps ranges not extending left of the value, rangeLte those not extending right', async () => {
    const gte = await db.from('t31o_slots').select('id').rangeGte('hours', '[2,6)').order('id');
    expect(gte.error).toBeNull();
    expect(ids(gte.data)).toEqual([2, 3]);
    const lte = await db.from('t31o_slots').select('id').rangeLte('hours', '[2,6)').order('id');
    expect(lte.error).toBeNull();
    expect(ids(lte.data)).toEqual([1]);
    const gt = await db.from('t31o_slots').select('id').rangeGt('hours', '[2,4)').order('id');
    expect(ids(gt.data)).toEqual([2]);
    const lt = await db.from('t31o_slots').select('id').rangeLt('hours', '[4,6)').order('id');
    expect(ids(lt.data)).toEqual([1]);
  });

  it('an unknown function answers 404 PGRST202 naming the arguments searched for', async () => {
    const { error, status } = await db.rpc('t31o_nothing', { b: 1, a: 2 });
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.t31o_nothing(a, b) in the schema cache',
      details:
        'Searched for the function public.t31o_nothing with parameters a, b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
    const none = await db.rpc('t31o_nothing');
    expect(none.error).toMatchObject({
      message: 'Could not find the function public.t31o_nothing without parameters in the schema cache',
    });
  });
});
