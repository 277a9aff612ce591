import { describe, expect, it } from 'vitest';
import { createTestDb, dbKinds } from '../../tests/setup/test-db.ts';
import type { Db } from './types.ts';

async function withDb(kind: Parameters<typeof createTestDb>[0], fn: (db: Db) => Promise<void>) {
  const db = await createTestDb(kind);
  try {
    await db.exec('create table public.pipeline_probe (id int primary key, note text)');
    await fn(db);
  } finally {
    await db.close();
  }
}

describe.each(dbKinds())('Db.pipeline on %s', (kind) => {
  it("returns each statement's rows and row count, parameters bound as text", async () => {
    await withDb(kind, async (db) => {
      const [ins, sel] = await db.pipeline([
        { sql: 'insert into public.pipeline_probe values ($1::int, $2::text), ($3::int, null)', params: [1, 'a', 2] },
        { sql: 'select id, note from public.pipeline_probe where id = any($1::int[]) order by id', params: ['{1,2}'] },
      ]);
      expect(ins!.rowCount).toBe(2);
      expect(sel!.rows).toEqual([
        { id: 1, note: 'a' },
        { id: 2, note: null },
      ]);
      expect(sel!.rowCount).toBe(2);
    });
  });

  it('is one transaction: local settings reach the next statement and end with it', async () => {
    await withDb(kind, async (db) => {
      const [, seen] = await db.pipeline([
        { sql: "select set_config('request.jwt.claim.sub', $1, true)", params: ['user-1'] },
        { sql: "select current_setting('request.jwt.claim.sub', true) as sub", params: [] },
      ]);
      expect(seen!.rows).toEqual([{ sub: 'user-1' }]);
      const { rows } = await db.query("select coalesce(current_setting('request.jwt.claim.sub', true), '') as sub");
      expect(rows).toEqual([{ sub: '' }]);
    });
  });

  it('is all or nothing: an error rolls back the statements before it and keeps its code', async () => {
    await withDb(kind, async (db) => {
      const failing = db.pipeline([
        { sql: 'insert into public.pipeline_probe values ($1::int)', params: [7] },
        { sql: 'insert into public.pipeline_probe values ($1::int)', params: [7] },
      ]);
      await expect(failing).rejects.toMatchObject({ code: '23505' });
      const { rows } = await db.query('select count(*)::int as n from public.pipeline_probe');
      expect(rows).toEqual([{ n: 0 }]);
      // The connection is usable afterwards.
      const [ok] = await db.pipeline([{ sql: 'select $1::int + 1 as n', params: [41] }]);
      expect(ok!.rows).toEqual([{ n: 42 }]);
    });
  });

  it('never runs inside a concurrent transaction', async () => {
    await withDb(kind, async (db) => {
      const tx = db.transaction(async (t) => {
        await t.query('insert into public.pipeline_probe values (1)');
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('roll back');
      });
      const count = db.pipeline([{ sql: 'select count(*)::int as n from public.pipeline_probe', params: [] }]);
      await expect(tx).rejects.toThrow('roll back');
      const [result] = await count;
      expect(result!.rows).toEqual([{ n: 0 }]);
    });
  });

  it('runs a read-only batch READ ONLY: it reads, and a write in it fails and changes nothing', async () => {
    await withDb(kind, async (db) => {
      await db.query('insert into public.pipeline_probe values (1)');
      const [count] = await db.pipeline([{ sql: 'select count(*)::int as n from public.pipeline_probe', params: [] }], {
        readOnly: true,
      });
      expect(count!.rows).toEqual([{ n: 1 }]);
      const writing = db.pipeline([{ sql: 'insert into public.pipeline_probe values ($1::int)', params: [2] }], {
        readOnly: true,
      });
      await expect(writing).rejects.toMatchObject({ code: '25006' });
      const { rows } = await db.query('select count(*)::int as n from public.pipeline_probe');
      expect(rows).toEqual([{ n: 1 }]);
    });
  });

  it('refuses parameters that are not text, numbers, booleans or null', async () => {
    await withDb(kind, async (db) => {
      await expect(db.pipeline([{ sql: 'select $1::json', params: [{ a: 1 }] }])).rejects.toThrow(TypeError);
    });
  });
});
