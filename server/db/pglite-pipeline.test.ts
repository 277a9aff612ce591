import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedStatements, runPipeline } from './pglite-pipeline.ts';

let pg: PGlite;
beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec('create table probe (id int primary key)');
});
afterAll(() => pg.close());

async function preparedNames(): Promise<string[]> {
  const { rows } = await pg.query<{ name: string }>('select name from pg_prepared_statements order by name');
  return rows.map((r) => r.name);
}

describe('runPipeline prepared statements (PGlite)', () => {
  it('keeps at most `capacity` texts prepared, closing the least recently used', async () => {
    const prepared = new PreparedStatements(3);
    const text = (n: number) => ({ sql: `select ${n} + $1::int as n`, params: [1] });
    for (const n of [1, 2, 3, 1, 4, 5]) {
      const [r] = await runPipeline(pg, prepared, [text(n)]);
      expect(r!.rows).toEqual([{ n: n + 1 }]);
    }
    // 2 and 3 were evicted (1 was used again before 4 came); their closes go out with the next batch.
    await runPipeline(pg, prepared, [text(1)]);
    expect(await preparedNames()).toHaveLength(3);
  });

  it('re-prepares texts of a failed batch: the one that failed and the one the error skipped', async () => {
    const prepared = new PreparedStatements(10);
    const insert = { sql: 'insert into probe values ($1::int)', params: [1] };
    const count = { sql: 'select count(*)::int as n from probe', params: [] };
    await runPipeline(pg, prepared, [insert]);
    await expect(runPipeline(pg, prepared, [insert, count])).rejects.toMatchObject({ code: '23505' });
    const retry = { sql: 'insert into probe values ($1::int)', params: [2] };
    const [, counted] = await runPipeline(pg, prepared, [retry, count]);
    expect(counted!.rows).toEqual([{ n: 2 }]);
  });

  it('records nothing when a parameter is refused', async () => {
    const prepared = new PreparedStatements(10);
    const sql = 'select $1::text as t';
    await expect(runPipeline(pg, prepared, [{ sql, params: [{}] }])).rejects.toThrow(TypeError);
    const [r] = await runPipeline(pg, prepared, [{ sql, params: ['ok'] }]);
    expect(r!.rows).toEqual([{ t: 'ok' }]);
  });
});
