/**
 * Vitest global setup: the schema migrated once, as a golden image that every test database
 * starts from. PGlite: a data-directory tarball in a temp file, dumped from the folder
 * golden-data-dir.ts migrated. PostgreSQL (when TEST_DATABASE_URL is set): a template database
 * that tests clone with CREATE DATABASE.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/db/migrate.ts';
import { openMemoryPglite, openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { adminUrl, databaseUrl, goldenPrefix } from './pg-names.ts';
import { goldenDataDirVariable } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    goldenImagePath: string;
    goldenPgDatabase: string | null;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'golden-'));
  // The data directory golden-data-dir.ts migrated (it runs first) is the image: one migration.
  const goldenDataDir = process.env[goldenDataDirVariable];
  const db = goldenDataDir ? await openPglite(path.join(goldenDataDir, 'pglite')) : await openMemoryPglite();
  if (!goldenDataDir) await migrate(db);
  const image = await db.dump();
  await db.close();
  const imagePath = path.join(dir, 'golden.tar');
  writeFileSync(imagePath, Buffer.from(await image.arrayBuffer()));
  project.provide('goldenImagePath', imagePath);

  const testUrl = process.env.TEST_DATABASE_URL;
  let golden: string | null = null;
  if (testUrl) {
    golden = `${goldenPrefix}${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl(testUrl) });
    await admin.connect();
    await dropStale(admin);
    await admin.query(`create database ${golden}`);
    const target = await openPostgres(databaseUrl(testUrl, golden), { max: 1 });
    await migrate(target);
    await target.close();
    await admin.end();
  }
  project.provide('goldenPgDatabase', golden);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (testUrl && golden) {
      const admin = new pg.Client({ connectionString: adminUrl(testUrl) });
      await admin.connect();
      await admin.query(`drop database if exists ${golden} with (force)`);
      await admin.end();
    }
  };
}

/** Removes test databases left by an earlier run that was killed (older than an hour). */
async function dropStale(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like 'vt\\_%' and datname ~ '_(\\d{13})$'`,
  );
  const hourAgo = Date.now() - 3_600_000;
  for (const { datname } of rows) {
    const ts = Number(/_(\d{13})$/.exec(datname)?.[1]);
    if (ts < hourAgo) await admin.query(`drop database if exists ${datname} with (force)`);
  }
}
