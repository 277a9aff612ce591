/**
 * Ends every connection to a test database but the caller's own, as a PostgreSQL restart or an
 * operator's pg_terminate_backend would: for tests of what a driver does when its connections die.
 */
import pg from 'pg';
import { expect } from 'vitest';
import type { Db, PipelineOptions, Statement } from '../../server/db/types.ts';
import { adminUrl } from './pg-names.ts';

export async function cutConnections(db: Db): Promise<void> {
  const { rows } = await db.query<{ name: string }>('select current_database() as name');
  const admin = new pg.Client({ connectionString: adminUrl(process.env.TEST_DATABASE_URL!) });
  await admin.connect();
  try {
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [rows[0]!.name],
    );
  } finally {
    await admin.end();
  }
}

/** Cuts the connections while a long statement runs on one; resolves once that statement has failed. */
export async function cutUnderLongStatement(db: Db, options?: PipelineOptions): Promise<void> {
  // The rejection is expected from here on: it comes while the connections are cut.
  const sleeping = expect(db.pipeline([{ sql: 'select pg_sleep(5)', params: [] }], options)).rejects.toThrow();
  await new Promise((resolve) => setTimeout(resolve, 200));
  await cutConnections(db);
  await sleeping;
}

/** The rows of `statement` once the pipeline answers it again ('failed' while it does not), within 2 s. */
export function answeredAgain(db: Db, statement: Statement, options?: PipelineOptions) {
  return expect.poll(
    () =>
      db.pipeline([statement], options).then(
        ([r]) => r!.rows,
        () => 'failed',
      ),
    { timeout: 2000 },
  );
}
