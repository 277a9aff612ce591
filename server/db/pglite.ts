import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGlite } from './pglite-engine.ts';
import { runPipeline, runPipelines } from './pipeline/pglite-pipeline.ts';
import { onceMoreIfStale, PreparedStatements, withOptions } from './pipeline/pipeline-message.ts';
import type { Db, Queryable, QueryResult, Row, Statement } from './types.ts';

function wrap(q: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async exec(sql) {
      await q.exec(sql);
    },
    async query<T extends Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const res = await q.query<T>(sql, params as unknown[]);
      return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
    },
  };
}

// Same choice as the PostgreSQL driver: dates, numerics and bigints stay PostgreSQL text.
const identity = (v: string) => v;
const parsers = Object.fromEntries([1082, 1114, 1184, 1700, 20].map((oid) => [oid, identity]));
// The contrib extensions the migrations create (pg_trgm: the blog's search indexes, 0010).
const extensions = { pg_trgm };

export type PgliteDb = Db & {
  /** A tarball image of the whole cluster (the golden test database). */
  dump(): Promise<Blob>;
  /**
   * Independent batches, each run as `pipeline` would run it (its own transaction), in one call
   * into the database: each outcome is the batch's results or its error (pipeline/pglite-pipeline.ts).
   */
  pipelines(batches: readonly (readonly Statement[])[]): Promise<(QueryResult[] | Error)[]>;
};

function toDb(pg: PGlite): PgliteDb {
  const prepared = new PreparedStatements();
  return {
    dump: () => pg.dumpDataDir('none'),
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    pipeline: (statements, options) =>
      onceMoreIfStale(() => withOptions(statements, options, (batch) => runPipeline(pg, prepared, batch))),
    pipelines: (batches) => runPipelines(pg, prepared, batches),
    listen(channel, onNotify) {
      // PGlite fails a LISTEN only once closed, when there is nothing left to hear.
      pg.listen(channel, onNotify).catch(() => undefined);
    },
    close: () => pg.close(),
  };
}

/**
 * Opens (creating if needed) the PGlite cluster at `dir`. A new cluster is initialised in a
 * temporary sibling directory and renamed into place, so a process killed during
 * initialisation never leaves a half-made directory where the real one belongs.
 */
export async function openPglite(dir: string): Promise<PgliteDb> {
  const target = path.resolve(dir);
  if (existsSync(target) && !existsSync(path.join(target, 'PG_VERSION'))) {
    throw new Error(
      `The database directory ${target} exists but is not a complete PostgreSQL cluster (no PG_VERSION). ` +
        'It was probably left by an interrupted first start. Move it aside or delete it, then start again.',
    );
  }
  if (!existsSync(target)) {
    const staging = `${target}.init-${process.pid}`;
    await rm(staging, { recursive: true, force: true });
    await mkdir(path.dirname(target), { recursive: true });
    const fresh = await PGlite.create(staging, { parsers, extensions });
    await fresh.close();
    await rename(staging, target);
  }
  return toDb(await PGlite.create(target, { parsers, extensions }));
}

/** An in-memory PGlite, optionally started from a data-directory image (the golden test database). */
export async function openMemoryPglite(image?: Blob): Promise<PgliteDb> {
  return toDb(await PGlite.create(image ? { loadDataDir: image, parsers, extensions } : { parsers, extensions }));
}
