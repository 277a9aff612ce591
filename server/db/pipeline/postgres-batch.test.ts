/**
 * `Db.pipeline` on a PostgreSQL server (postgres-batch.ts): what the cross-driver tests in
 * pipeline.test.ts cannot see from outside — prepared statements kept per connection, recovery
 * when a connection loses them, and a connection that breaks in the middle of a batch.
 * Runs when TEST_DATABASE_URL is set (as every PostgreSQL test does).
 */
import { describe, expect, it } from 'vitest';
import { answeredAgain, cutConnections, cutUnderLongStatement } from '#tests/setup/cut-connections.ts';
import { dbKinds, useTestDb } from '#tests/setup/test-db.ts';

const onPostgres = dbKinds().includes('postgres');

describe.runIf(onPostgres)('Db.pipeline on postgres: one batch, one round trip', () => {
  const db = useTestDb('postgres');

  const probe = { sql: 'select $1::int * 2 as n', params: [21] };
  const preparedCopies = {
    sql: 'select count(*)::int as copies from pg_prepared_statements where statement = $1::text',
    params: [probe.sql],
  };

  it('prepares a text once per connection and reuses it', async () => {
    for (let i = 0; i < 5; i++) {
      const [doubled, seen] = await db().pipeline([probe, preparedCopies]);
      expect(doubled!.rows).toEqual([{ n: 42 }]);
      // Calls one after another get the same pooled connection back.
      expect(seen!.rows).toEqual([{ copies: 1 }]);
    }
  });

  it('runs again, preparing afresh, when the connection has lost its prepared statements', async () => {
    await db().pipeline([probe]);
    // The pool hands the same idle connection to the next caller.
    await db().query('deallocate all');
    const [doubled] = await db().pipeline([probe]);
    expect(doubled!.rows).toEqual([{ n: 42 }]);
  });

  it('fails a batch whose connection is cut, drops that connection, and carries on', async () => {
    await cutUnderLongStatement(db());
    // The pool drops each cut connection once it sees its socket close; then batches run again.
    await answeredAgain(db(), probe).toEqual([{ n: 42 }]);
  });

  it('fails a transaction whose connection is cut between its statements, and the process carries on', async () => {
    // Between statements the connection is checked out with no query running: the server's
    // goodbye reaches it as an 'error' event, which must not go unheard (it would end the process).
    let cut!: () => void;
    const wasCut = new Promise<void>((resolve) => (cut = resolve));
    const failing = db().transaction(async (tx) => {
      await tx.query('select 1');
      await wasCut;
      return tx.query('select 2');
    });
    const failed = expect(failing).rejects.toThrow();
    await cutConnections(db());
    await new Promise((resolve) => setTimeout(resolve, 100));
    cut();
    await failed;
    expect((await db().query('select 3 as n')).rows).toEqual([{ n: 3 }]);
  });
});
