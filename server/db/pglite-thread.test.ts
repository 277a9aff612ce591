import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteThread } from './pglite-thread.ts';
import type { Db } from './types.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'pglite-thread-'));
let db: Db;
beforeAll(async () => {
  db = await openPgliteThread(path.join(dir, 'db'));
  await db.exec('create table probe (id int primary key, note text)');
}, 60_000);
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('PGlite on its own thread', () => {
  it('runs queries and pipelines with the same results as in-thread PGlite', async () => {
    await db.query('insert into probe values ($1, $2)', [1, 'one']);
    const { rows } = await db.query('select id, note, $1::jsonb as j from probe', [{ a: [1] }]);
    expect(rows).toEqual([{ id: 1, note: 'one', j: { a: [1] } }]);
    const [upd, sel] = await db.pipeline([
      { sql: 'update probe set note = $1::text where id = $2::int', params: ['uno', 1] },
      { sql: 'select note from probe where id = $1::int', params: [1] },
    ]);
    expect(upd!.rowCount).toBe(1);
    expect(sel!.rows).toEqual([{ note: 'uno' }]);
  });

  it('hands back database errors with their fields, and refuses bad parameters before sending', async () => {
    const error = await db.query('insert into probe values (1, $1)', ['again']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'probe_pkey', detail: 'Key (id)=(1) already exists.' });
    await expect(db.pipeline([{ sql: 'select $1::text', params: [{}] }])).rejects.toThrow(TypeError);
  });

  it('holds a transaction open across statements, commits it, and rolls it back when the callback throws', async () => {
    const inside = await db.transaction(async (tx) => {
      await tx.query('insert into probe values (2, $1)', ['two']);
      return (await tx.query<{ n: number }>('select count(*)::int as n from probe')).rows[0]!.n;
    });
    expect(inside).toBe(2);
    const boom = new Error('callback failed');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into probe values (3, $1)', ['three']);
        throw boom;
      }),
    ).rejects.toBe(boom);
    const { rows } = await db.query<{ id: number }>('select id from probe order by id');
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
  });

  it('runs a pipeline only after an open transaction has ended, never inside it', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tx = db.transaction(async (t) => {
      await t.query('insert into probe values (4, $1)', ['four']);
      order.push('tx wrote');
      await held;
      order.push('tx ends');
    });
    await new Promise((r) => setTimeout(r, 50));
    const read = db.pipeline([{ sql: 'select count(*)::int as n from probe', params: [] }]).then(([r]) => {
      order.push('pipeline read');
      return r!.rows[0];
    });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await tx;
    expect(await read).toEqual({ n: 3 });
    expect(order).toEqual(['tx wrote', 'tx ends', 'pipeline read']);
  });

  it('fails a call whose parameters cannot be sent to the thread, and carries on', async () => {
    await expect(db.query('select $1::text as t', [() => 1])).rejects.toThrow(/could not be cloned/);
    expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('sends calls made together as one message, and fails only the call that cannot be sent', async () => {
    const calls = Array.from({ length: 20 }, (_, i) =>
      i === 7
        ? db.query('select $1::text as t', [() => 1])
        : db.pipeline([{ sql: 'select $1::int * 2 as n', params: [i] }]).then(([r]) => r!.rows[0]),
    );
    const settled = await Promise.allSettled(calls);
    expect(settled[7]).toMatchObject({
      status: 'rejected',
      reason: { message: expect.stringMatching(/could not be cloned/) },
    });
    expect(settled.filter((_, i) => i !== 7)).toEqual(
      Array.from({ length: 20 }, (_, i) => i)
        .filter((i) => i !== 7)
        .map((i) => ({ status: 'fulfilled', value: { n: i * 2 } })),
    );
  });

  it('answers pipelines that arrived together group by group, not all at the end', async () => {
    // Twelve sent in one turn run as three groups of four, 4 × 30 ms each: the first answers
    // come back while the last group has not started.
    const sent = performance.now();
    const answered = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        db.pipeline([{ sql: 'select pg_sleep(0.03), $1::int as n', params: [i] }]).then(([r]) => ({
          n: (r!.rows[0] as { n: number }).n,
          at: performance.now() - sent,
        })),
      ),
    );
    expect(answered.map((a) => a.n)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(answered[11]!.at - answered[0]!.at).toBeGreaterThan(150);
  });

  it('closes only after the pipelines sent before the close have run', async () => {
    const other = await openPgliteThread(path.join(dir, 'drain'));
    const reads = Array.from({ length: 9 }, (_, i) =>
      other.pipeline([{ sql: 'select $1::int as n', params: [i] }]).then(([r]) => r!.rows[0]),
    );
    const closed = other.close();
    expect(await Promise.all(reads)).toEqual(Array.from({ length: 9 }, (_, n) => ({ n })));
    await closed;
  }, 60_000);

  it('keeps what was written across close and reopen', async () => {
    const again = path.join(dir, 'persist');
    const first = await openPgliteThread(again);
    await first.exec("create table kept (v text); insert into kept values ('still here')");
    await first.close();
    const second = await openPgliteThread(again);
    expect((await second.query('select v from kept')).rows).toEqual([{ v: 'still here' }]);
    await second.close();
    await expect(second.query('select 1')).rejects.toThrow(/closed/);
  }, 60_000);

  it('reports why the database could not be opened', async () => {
    const broken = path.join(dir, 'broken');
    mkdirSync(broken);
    await expect(openPgliteThread(broken)).rejects.toThrow(/not a complete PostgreSQL cluster/);
  });
});
