/**
 * Ends every connection to a test database but the caller's own, as a PostgreSQL restart or an
 * operator's pg_terminate_backend would: for tests of what a driver does when its connections die.
 */
import pg from 'pg';
import type { Db } from '../../server/db/types.ts';
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
