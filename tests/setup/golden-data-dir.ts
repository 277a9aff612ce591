/**
 * Vitest global setup (both projects): the embedded database migrated once into a data
 * directory, which `startServerProcess` copies into each new server's DATA_DIR instead of
 * migrating again (~3 s against ~8 s per server start here, over a minute on a loaded machine;
 * the suite starts about sixty). The server still does its own first-start work (keys, storage).
 * Handed over in TEST_GOLDEN_DATA_DIR, which the test processes inherit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { goldenDataDirVariable } from './server-process.ts';

export default async function setup() {
  // The second project's setup finds the first one's.
  if (process.env[goldenDataDirVariable]) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'golden-data-'));
  const db = await openPglite(path.join(dir, 'pglite'));
  await migrate(db);
  await db.close();
  process.env[goldenDataDirVariable] = dir;
  return () => {
    delete process.env[goldenDataDirVariable];
    rmSync(dir, { recursive: true, force: true });
  };
}
