import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '../pglite-engine.ts';
import { runPipeline, runPipelines } from './pglite-pipeline.ts';
import { PreparedStatements } from './pipeline-message.ts';

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

describe('runPipelines: independent batches in one call (PGlite)', () => {
  it('answers each batch on its own: an error fails and rolls back only its batch', async () => {
    await pg.exec('create table several (id int primary key, note text)');
    const prepared = new PreparedStatements(10);
    const insert = (id: number) => ({ sql: 'insert into several values ($1::int, $2::text)', params: [id, `n${id}`] });
    const count = { sql: 'select count(*)::int as n from several', params: [] };
    // Prepare the texts first, so the batches below share one call.
    await runPipeline(pg, prepared, [insert(100), count]);
    const outcomes = await runPipelines(pg, prepared, [
      [insert(1), count],
      [insert(2), insert(100), count],
      [],
      [insert(3), count],
    ]);
    expect(outcomes[0]).toEqual([
      { rows: [], rowCount: 1 },
      { rows: [{ n: 2 }], rowCount: 1 },
    ]);
    expect(outcomes[1]).toBeInstanceOf(Error);
    expect(outcomes[1]).toMatchObject({ code: '23505', constraint: 'several_pkey' });
    expect(outcomes[2]).toEqual([]);
    expect(outcomes[3]).toEqual([
      { rows: [], rowCount: 1 },
      { rows: [{ n: 3 }], rowCount: 1 },
    ]);
    const { rows } = await pg.query<{ id: number }>('select id from several order by id');
    expect(rows.map((r) => r.id)).toEqual([1, 3, 100]);
  });

  it('does not let a batch depend on a text another batch of the call failed to prepare', async () => {
    const prepared = new PreparedStatements(10);
    const fresh = { sql: 'select $1::int + 40 as answer', params: [2] };
    const failing = { sql: 'select 1 / $1::int as boom', params: [0] };
    // The first batch fails before its Parse of `fresh` runs; the second uses `fresh` too.
    const outcomes = await runPipelines(pg, prepared, [[failing, fresh], [fresh], [fresh]]);
    expect(outcomes[0]).toMatchObject({ code: '22012' });
    expect(outcomes[1]).toEqual([{ rows: [{ answer: 42 }], rowCount: 1 }]);
    expect(outcomes[2]).toEqual([{ rows: [{ answer: 42 }], rowCount: 1 }]);
  });

  it('fails only the batch whose parameters are refused', async () => {
    const prepared = new PreparedStatements(10);
    const sql = 'select $1::text as t';
    const outcomes = await runPipelines(pg, prepared, [
      [{ sql, params: ['a'] }],
      [{ sql, params: [{}] }],
      [{ sql, params: ['c'] }],
    ]);
    expect(outcomes[0]).toEqual([{ rows: [{ t: 'a' }], rowCount: 1 }]);
    expect(outcomes[1]).toBeInstanceOf(TypeError);
    expect(outcomes[2]).toEqual([{ rows: [{ t: 'c' }], rowCount: 1 }]);
  });

  it('runs again alone a batch that met a statement made stale by a change of schema', async () => {
    await pg.exec('create table reshaped (a int); insert into reshaped values (1)');
    const prepared = new PreparedStatements(10);
    const read = { sql: 'select * from reshaped', params: [] };
    await runPipeline(pg, prepared, [read]);
    await pg.exec('alter table reshaped add column b int');
    const outcomes = await runPipelines(pg, prepared, [[read], [read]]);
    // The first meets the stale plan as a lone caller would; the second is run again and reads.
    expect(outcomes[0]).toMatchObject({ code: '0A000' });
    expect(outcomes[1]).toEqual([{ rows: [{ a: 1, b: null }], rowCount: 1 }]);
  });
});
