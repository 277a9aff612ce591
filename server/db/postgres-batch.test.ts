/**
 * `Db.pipeline` on a PostgreSQL server (postgres-batch.ts): what the cross-driver tests in
 * pipeline.test.ts cannot see from outside — prepared statements kept per connection, recovery
 * when a connection loses them, and a connection that breaks in the middle of a batch.
 * Runs when TEST_DATABASE_URL is set (as every PostgreSQL test does).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, dbKinds } from '../../tests/setup/test-db.ts';
import type { Db } from './types.ts';

const onPostgres = dbKinds().includes('postgres');

describe.runIf(onPostgres)('Db.pipeline on postgres: one batch, one round trip', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb('postgres');
  });
  afterAll(async () => {
    await db.close();
  });

  const probe = { sql: 'select $1::int * 2 as n', params: [21] };
  const preparedCopies = {
    sql: 'select count(*)::int as copies from pg_prepared_statements where statement = $1::text',
    params: [probe.sql],
  };

  it('prepares a text once per connection and reuses it', async () => {
    for (let i = 0; i < 5; i++) {
      const [doubled, seen] = await db.pipeline([probe, preparedCopies]);
      expect(doubled!.rows).toEqual([{ n: 42 }]);
      // Calls one after another get the same pooled connection back.
      expect(seen!.rows).toEqual([{ copies: 1 }]);
    }
  });

  it('runs again, preparing afresh, when the connection has lost its prepared statements', async () => {
    await db.pipeline([probe]);
    // The pool hands the same idle connection to the next caller.
    await db.query('deallocate all');
    const [doubled] = await db.pipeline([probe]);
    expect(doubled!.rows).toEqual([{ n: 42 }]);
  });

  it('fails a batch whose connection is cut, drops that connection, and carries on', async () => {
    const { rows } = await db.query<{ name: string }>('select current_database() as name');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    try {
      // The rejection is expected from here on: it comes while the terminate below runs.
      const sleeping = expect(db.pipeline([{ sql: 'select pg_sleep(5)', params: [] }])).rejects.toThrow();
      // Cut every connection of the test database while the batch waits for its answer.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [rows[0]!.name],
      );
      await sleeping;
    } finally {
      await admin.end();
    }
    const [after] = await db.pipeline([probe]);
    expect(after!.rows).toEqual([{ n: 42 }]);
  });
});
