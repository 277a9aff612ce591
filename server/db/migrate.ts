import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db, Queryable } from './types.ts';

export const defaultMigrationsDir = path.resolve(import.meta.dirname, '../../db/migrations');

export type Migration = { version: string; name: string; sql: string; checksum: string };

export async function readMigrations(dir = defaultMigrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d+_[\w-]+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => {
      const sql = await readFile(path.join(dir, file), 'utf8');
      const version = file.slice(0, file.indexOf('_'));
      return { version, name: file, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

export class MigrationChangedError extends Error {
  constructor(name: string) {
    super(`Migration ${name} was changed after it was applied. Migrations are append-only: add a new file instead.`);
    this.name = 'MigrationChangedError';
  }
}

export type MigrateOptions = {
  /** Stop after this version (restore brings a database to its backup's version first). */
  through?: string;
};

/**
 * Applies every migration not yet recorded, in order, in one transaction that first takes an
 * advisory lock, so several processes starting together against one PostgreSQL migrate once.
 * Safe to run at every start. Returns the names it applied. Other processes' schema caches are
 * told to reload (NOTIFY pgrst, as PostgREST listens) when the transaction commits.
 */
export async function migrate(db: Db, dir = defaultMigrationsDir, options: MigrateOptions = {}): Promise<string[]> {
  const through = options.through;
  const migrations = (await readMigrations(dir)).filter((m) => through === undefined || m.version <= through);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7206431)');
    await tx.exec(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key,
        name text not null,
        checksum text not null,
        applied_at timestamptz not null default now()
      );`);
    const { rows } = await tx.query<{ version: string; checksum: string }>(
      'select version, checksum from supabase_migrations.schema_migrations',
    );
    const applied = new Map(rows.map((r) => [r.version, r.checksum]));
    const done: string[] = [];
    for (const m of migrations) {
      const previous = applied.get(m.version);
      if (previous !== undefined) {
        if (previous !== m.checksum) throw new MigrationChangedError(m.name);
        continue;
      }
      await tx.exec(m.sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, checksum) values ($1, $2, $3)',
        [m.version, m.name, m.checksum],
      );
      done.push(m.name);
    }
    if (done.length > 0) await tx.query(`select pg_notify('pgrst', 'reload schema')`);
    return done;
  });
}

export type MigrationStatus = {
  applied: { version: string; name: string; appliedAt: string }[];
  /** In this code, not yet applied (`npm start` applies them). */
  pending: string[];
  /** Applied, but unknown to this code (the database was migrated by a newer version). */
  unknown: string[];
};

/** What `npm run migrate -- --status` prints and /readyz checks, against `migrations` (readMigrations). */
export async function migrationStatus(db: Queryable, migrations: readonly Migration[]): Promise<MigrationStatus> {
  const exists = await db.query<{ t: string | null }>(
    `select to_regclass('supabase_migrations.schema_migrations')::text as t`,
  );
  const rows = exists.rows[0]?.t
    ? (
        await db.query<{ version: string; name: string; applied_at: string }>(
          `select version, name, applied_at::text from supabase_migrations.schema_migrations order by version`,
        )
      ).rows
    : [];
  const applied = new Set(rows.map((r) => r.version));
  const known = new Set(migrations.map((m) => m.version));
  return {
    applied: rows.map((r) => ({ version: r.version, name: r.name, appliedAt: r.applied_at })),
    pending: migrations.filter((m) => !applied.has(m.version)).map((m) => m.name),
    unknown: rows.filter((r) => !known.has(r.version)).map((r) => r.name),
  };
}
