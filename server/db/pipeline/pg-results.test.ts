import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '../pglite-engine.ts';
import { ResponseBuffer } from './pg-results.ts';
import { runPipeline } from './pglite-pipeline.ts';
import { PreparedStatements } from './pipeline-message.ts';

let pg: PGlite;
const prepared = new PreparedStatements();
beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(`create table item (id int primary key, name text not null unique, tags text[], meta jsonb)`);
});
afterAll(() => pg.close());

describe('readBatches: the raw answer of a pipelined batch (PGlite)', () => {
  it('reads every type exactly as PGlite.query returns it', async () => {
    const sql = `select 1::int2 as a, 2::int4 as b, 3::int8 as c, 1.5::float8 as d, 2.25::numeric as e, true as f,
      'ü – 日本'::text as g, null::text as h, '{"k": [1, "x"]}'::jsonb as i, '[1,2]'::json as j,
      array['a', null, 'c b'] as k, '2026-11-22T06:00:00Z'::timestamptz as l, '2026-11-22'::date as m,
      '6f1d7bd2-8a3e-4b7a-9c1e-2f4a5b6c7d8e'::uuid as n, '\\x0102'::bytea as o, '' as p`;
    const [ours] = await runPipeline(pg, prepared, [{ sql, params: [] }]);
    const theirs = await pg.query(sql);
    expect(ours!.rows).toEqual(theirs.rows);
    expect(ours!.rowCount).toBe(1);
  });

  it('gives each statement its own result with the row count of its command tag', async () => {
    const results = await runPipeline(pg, prepared, [
      { sql: `insert into item (id, name) values (1, 'one'), (2, 'two'), (3, 'three')`, params: [] },
      { sql: `update item set tags = array['t'] where id >= $1::int`, params: [2] },
      { sql: `select id from item order by id`, params: [] },
      { sql: `delete from item where id = $1::int returning name`, params: [3] },
      { sql: `select id from item where false`, params: [] },
    ]);
    expect(results.map((r) => r.rowCount)).toEqual([3, 2, 3, 1, 0]);
    expect(results[2]!.rows).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(results[3]!.rows).toEqual([{ name: 'three' }]);
    expect(results[4]!.rows).toEqual([]);
  });

  it('reads an answer larger than one write from the module (many chunks)', async () => {
    const [r] = await runPipeline(pg, prepared, [
      { sql: `select g as n, repeat('x', 500) as pad from generate_series(1, 5000) g`, params: [] },
    ]);
    expect(r!.rows).toHaveLength(5000);
    expect(r!.rows[4999]).toEqual({ n: 5000, pad: 'x'.repeat(500) });
  });

  it('throws the first database error with the fields PGlite gives it, and rolls the batch back', async () => {
    const error = await runPipeline(pg, prepared, [
      { sql: `insert into item (id, name) values (10, 'ten')`, params: [] },
      { sql: `insert into item (id, name) values (11, 'one')`, params: [] },
      { sql: `select 1/0`, params: [] },
    ]).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'error',
      severity: 'ERROR',
      code: '23505',
      constraint: 'item_name_key',
      table: 'item',
      schema: 'public',
      detail: 'Key (name)=(one) already exists.',
      message: 'duplicate key value violates unique constraint "item_name_key"',
    });
    expect(error).toBeInstanceOf(Error);
    const { rows } = await pg.query(`select count(*)::int as n from item where id = 10`);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('keeps what it read from one answer when the next answer reuses the buffer', async () => {
    const read = (word: string) =>
      runPipeline(pg, prepared, [{ sql: `select $1::text as t, convert_to($1::text, 'UTF8') as b`, params: [word] }]);
    const [first] = await read('first answer');
    await read('second answer, longer, written over the first');
    expect(first!.rows).toEqual([{ t: 'first answer', b: new Uint8Array(Buffer.from('first answer')) }]);
  });
});

describe('ResponseBuffer', () => {
  it('keeps what follows the bytes it consumed', () => {
    const buf = new ResponseBuffer();
    buf.push(Buffer.from('batch one|batch tw'));
    buf.consume('batch one|'.length);
    buf.push(Buffer.from('o'));
    expect(buf.bytes().toString()).toBe('batch two');
  });

  it('joins the chunks of an answer, starts afresh at reset, and lets a very large buffer go', () => {
    const buf = new ResponseBuffer();
    buf.push(Buffer.from('ab'));
    buf.push(Buffer.from('cd'));
    expect(buf.bytes().toString()).toBe('abcd');
    buf.reset();
    buf.push(Buffer.from('x'));
    expect(buf.bytes().toString()).toBe('x');
    const big = Buffer.alloc(3 * 1024 * 1024, 1);
    buf.push(big);
    expect(buf.bytes().length).toBe(big.length + 1);
    buf.reset();
    expect(buf.bytes().length).toBe(0);
    buf.push(Buffer.from('y'));
    expect(buf.bytes().buffer.byteLength).toBeLessThan(big.length);
  });
});
