/**
 * Read batches on PostgreSQL share a few connections, pipelined (postgres-lanes.ts): answers go
 * back to the right callers, an error fails only its batch, a cut connection fails what it
 * carried and is opened again, and a lost prepared statement is prepared afresh.
 * Runs when TEST_DATABASE_URL is set (as every PostgreSQL test does).
 */
import { describe, expect, it } from 'vitest';
import { answeredAgain, cutUnderLongStatement } from '#tests/setup/cut-connections.ts';
import { databaseUrl } from '#tests/setup/pg-names.ts';
import { dbKinds, useTestDb } from '#tests/setup/test-db.ts';
import { openLanes } from './postgres-lanes.ts';

const onPostgres = dbKinds().includes('postgres');
const read = { readOnly: true } as const;

describe.runIf(onPostgres)('Db.pipeline on postgres: read batches on shared connections', () => {
  const db = useTestDb('postgres');

  it('answers many reads sent together, each to its caller, over at most two connections', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        db().pipeline([{ sql: 'select $1::int * 3 as n, pg_backend_pid() as pid', params: [i] }], read),
      ),
    );
    expect(answers.map(([r]) => (r!.rows[0] as { n: number }).n)).toEqual(Array.from({ length: 60 }, (_, i) => i * 3));
    const connections = new Set(answers.map(([r]) => (r!.rows[0] as { pid: number }).pid));
    expect(connections.size).toBeLessThanOrEqual(2);
  });

  it('fails only the read that errs among reads sent together', async () => {
    const settled = await Promise.allSettled(
      [3, 0, 5].map((d) => db().pipeline([{ sql: 'select 60 / $1::int as n', params: [d] }], read)),
    );
    expect(settled[0]).toMatchObject({ status: 'fulfilled', value: [{ rows: [{ n: 20 }] }] });
    expect(settled[1]).toMatchObject({ status: 'rejected', reason: { code: '22012' } });
    expect(settled[2]).toMatchObject({ status: 'fulfilled', value: [{ rows: [{ n: 12 }] }] });
  });

  it('reads an answer that arrives in many pieces', async () => {
    const [r] = await db().pipeline(
      [{ sql: `select g as n, repeat('x', 500) as pad from generate_series(1, 5000) g`, params: [] }],
      read,
    );
    expect(r!.rows).toHaveLength(5000);
    expect(r!.rows[4999]).toEqual({ n: 5000, pad: 'x'.repeat(500) });
  });

  it('prepares a text afresh when its connection has lost it', async () => {
    const probe = { sql: 'select $1::int + 1 as n', params: [41] };
    await db().pipeline([probe], read);
    await db().pipeline([{ sql: 'deallocate all', params: [] }], read);
    const [r] = await db().pipeline([probe], read);
    expect(r!.rows).toEqual([{ n: 42 }]);
  });

  it('fails the reads of a connection that is cut, and opens it again for the next', async () => {
    await cutUnderLongStatement(db(), read);
    // A lane is opened again once its cut connection is seen to close.
    await answeredAgain(db(), { sql: 'select $1::int as n', params: [7] }, read).toEqual([{ n: 7 }]);
  });

  it('fails the read whose answer cannot be read, never the process, and reads on', async () => {
    const { rows } = await db().query<{ name: string }>('select current_database() as name');
    const url = databaseUrl(process.env.TEST_DATABASE_URL!, rows[0]!.name);
    // A parser that refuses one value, as a reader error mid-answer would.
    const refusing = {
      getTypeParser: () => (text: string) => {
        if (text === '13') throw new Error('unreadable value');
        return Number(text);
      },
    };
    const lanes = openLanes({ connectionString: url }, 1, refusing);
    try {
      await expect(lanes.send([{ sql: 'select 13::int as n', params: [] }])).rejects.toThrow(/could not be read/);
      await expect
        .poll(
          () =>
            lanes.send([{ sql: 'select 7::int as n', params: [] }]).then(
              ([r]) => r!.rows,
              () => 'failed',
            ),
          {
            timeout: 2000,
          },
        )
        .toEqual([{ n: 7 }]);
    } finally {
      await lanes.close();
    }
  });
});
