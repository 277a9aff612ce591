/**
 * A restore drill: restores an archive into a scratch database and a scratch object store, counts
 * what is there (rows per table, read back from the restored database; objects and their bytes),
 * checks the counts against the archive's own record, and throws the scratch target away. Proof
 * that a backup restores, taken while the site runs, without touching it.
 *
 * The scratch database is a new database on DRILL_DATABASE_URL's server (its role may create
 * databases; the drill drops it after), or, without one, the embedded engine in a temporary
 * directory. Objects go to a temporary directory either way.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import pg from 'pg';
import { openDatabase } from '../db/open.ts';
import type { Db } from '../db/types.ts';
import type { Logger } from '../lib/logger.ts';
import { createDiskStore } from '../storage/disk-store.ts';
import { restoreBackup } from './restore-backup.ts';

export type DrillReport = {
  createdAt: string;
  engine: 'pglite' | 'postgres';
  /** `schema.table` → rows counted in the restored database. */
  tables: Record<string, number>;
  objects: number;
  objectBytes: number;
  pendingMigrations: number;
};

export class DrillError extends Error {}

export async function drillRestore(
  input: Readable,
  options: { drillDatabaseUrl?: string | undefined; logger: Logger },
): Promise<DrillReport> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'aravali-drill-'));
  const database = options.drillDatabaseUrl ? await scratchDatabase(options.drillDatabaseUrl) : undefined;
  let db: Db | undefined;
  try {
    db = await openDatabase({
      databaseUrl: database?.url,
      dataDir: scratch,
      poolMax: 2,
      applicationName: 'aravali-drill',
    });
    const store = createDiskStore(path.join(scratch, 'storage'));
    await store.prepare();
    const summary = await restoreBackup({ db, store, logger: options.logger }, input);
    const tables: Record<string, number> = {};
    const wrong: string[] = [];
    for (const [name, expected] of Object.entries(summary.tables)) {
      const [schema, table] = name.split('.') as [string, string];
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from ${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(table)}`,
      );
      tables[name] = rows[0]!.n;
      if (tables[name] !== expected) wrong.push(`${name}: ${tables[name]} rows restored, ${expected} in the archive`);
    }
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from storage.objects`);
    if (rows[0]!.n !== summary.objects)
      wrong.push(`storage.objects names ${rows[0]!.n} objects, ${summary.objects} restored`);
    if (wrong.length > 0) throw new DrillError(`The restored copy differs from the archive: ${wrong.join('; ')}`);
    return {
      createdAt: summary.manifest.createdAt,
      engine: db.kind,
      tables,
      objects: summary.objects,
      objectBytes: summary.objectBytes,
      pendingMigrations: summary.pendingMigrations,
    };
  } finally {
    await db?.close().catch(() => undefined);
    await database?.drop();
    await rm(scratch, { recursive: true, force: true });
  }
}

/** A new, empty database on `serverUrl`'s server, dropped by `drop()`. */
async function scratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `aravali_drill_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl, application_name: 'aravali-drill' });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${pg.escapeIdentifier(name)}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
  };
}
