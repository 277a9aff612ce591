/**
 * A database that cannot be used any more and that no retry will cure is reported (onFatal), so
 * the server can exit non-zero for its supervisor to restart it: the PGlite thread dying (here
 * out of memory), and PostgreSQL no longer having the database. A deliberate close is not fatal.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPgDatabaseUrl, dbKinds } from '../../tests/setup/test-db.ts';
import { openPgliteThread } from './pglite-thread.ts';
import { openPostgres } from './postgres.ts';

// Each PGlite case makes a new cluster (initdb in WebAssembly) and one fills a thread's heap: tens
// of seconds on a busy two-core machine (30 s was once not enough in CI).
describe('fatal database failures', { timeout: 90_000 }, () => {
  it('reports the PGlite thread dying, fails every later call, and stays quiet on close', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-fatal-'));
    const fatal: Error[] = [];
    const db = await openPgliteThread(path.join(dir, 'pglite'), {
      onFatal: (err) => fatal.push(err),
      resourceLimits: { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 16 },
    });
    try {
      expect((await db.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
      // More rows than the thread's heap may hold: the thread is ended out of memory.
      await expect(db.query(`select g, repeat('x', 50) from generate_series(1, 3000000) g`)).rejects.toThrow(/thread/);
      expect(fatal).toHaveLength(1);
      expect(fatal[0]!.message).toMatch(/embedded database thread/);
      await expect(db.query('select 1')).rejects.toThrow(/embedded database thread/);
      await db.close();
      expect(fatal).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is silent when the database is closed on purpose', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-close-'));
    const fatal: Error[] = [];
    const db = await openPgliteThread(path.join(dir, 'pglite'), { onFatal: (err) => fatal.push(err) });
    await db.close();
    rmSync(dir, { recursive: true, force: true });
    expect(fatal).toEqual([]);
  });

  it.runIf(dbKinds().includes('postgres'))('reports a PostgreSQL database that is gone', async () => {
    const database = await createPgDatabaseUrl();
    const fatal: Error[] = [];
    const db = await openPostgres(database.url, { max: 2, onFatal: (err) => fatal.push(err) });
    try {
      await db.query('select 1');
      await database.drop();
      await expect
        .poll(async () => {
          await db.query('select 1').catch(() => undefined);
          return fatal.length;
        })
        .toBeGreaterThan(0);
      expect(fatal[0]).toMatchObject({ code: '3D000' });
    } finally {
      await db.close();
    }
  });
});
