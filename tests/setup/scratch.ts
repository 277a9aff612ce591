/**
 * Scratch places for tests that run the operator commands: a temporary directory, removed
 * afterwards, and a PostgreSQL database cloned from the golden one, dropped afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createPgDatabaseUrl } from './test-db.ts';

/** Runs `use` on a new directory under the system's temp directory (named `prefix…`), then removes it. */
export async function inTempDir<T>(prefix: string, use: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  try {
    return await use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `use` on a new database cloned from the golden PostgreSQL database (`goldenPgDatabase`), then drops it. */
export async function inGoldenPgDatabase<T>(use: (url: string) => Promise<T>): Promise<T> {
  const database = await createPgDatabaseUrl(inject('goldenPgDatabase')!);
  try {
    return await use(database.url);
  } finally {
    await database.drop();
  }
}
