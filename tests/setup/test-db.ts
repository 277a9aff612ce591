/**
 * A fresh, migrated database for one test file, cloned from the golden image made in
 * golden-db.ts. `dbKinds()` lists the engines to run against: PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set. Use `describe.each(dbKinds())`.
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { openMemoryPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import type { Db } from '../../server/db/types.ts';
import { adminUrl, databaseUrl, testDbPrefix } from './pg-names.ts';

export type DbKind = 'pglite' | 'postgres';

export function dbKinds(): DbKind[] {
  return inject('goldenPgDatabase') ? ['pglite', 'postgres'] : ['pglite'];
}

let imageBytes: Buffer | undefined;

export async function createTestDb(kind: DbKind): Promise<Db> {
  if (kind === 'pglite') {
    imageBytes ??= readFileSync(inject('goldenImagePath'));
    return openMemoryPglite(new Blob([new Uint8Array(imageBytes)]));
  }
  const golden = inject('goldenPgDatabase');
  if (!golden) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  return createPgDatabase(golden);
}

/** A fresh database for the tests of one describe block, closed after them; the function reads it. */
export function useTestDb(kind: DbKind): () => Db {
  let db: Db | undefined;
  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(() => db?.close());
  return () => db!;
}

/** A database with nothing in it, not even migrations (restores go there). */
export async function createEmptyTestDb(kind: DbKind): Promise<Db> {
  return kind === 'pglite' ? openMemoryPglite() : createPgDatabase('template0');
}

/** A new PostgreSQL database copied from `template`, dropped when closed. */
async function createPgDatabase(template: string): Promise<Db> {
  const database = await createPgDatabaseUrl(template);
  const db = await openPostgres(database.url, { max: 5 });
  return {
    ...db,
    async close() {
      await db.close();
      await database.drop();
    },
  };
}

/** A new PostgreSQL database on the test server (empty from template0), for server processes. */
export async function createPgDatabaseUrl(template = 'template0'): Promise<{ url: string; drop(): Promise<void> }> {
  const testUrl = process.env.TEST_DATABASE_URL;
  if (!testUrl) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const name = `${testDbPrefix}${randomBytes(4).toString('hex')}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl(testUrl) });
  await admin.connect();
  try {
    // Clones of one template can collide ("source database is being accessed"): retry briefly.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(testUrl, name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl(testUrl) });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
