import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDb, dbKinds } from '../../tests/setup/test-db.ts';
import { migrate, MigrationChangedError, readMigrations } from './migrate.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'migrations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('readMigrations', () => {
  it('finds the project migrations in order', async () => {
    const names = (await readMigrations()).map((m) => m.name);
    expect(names.length).toBeGreaterThan(0);
    expect([...names].sort()).toEqual(names);
  });
});

describe.each(dbKinds())('migrate on %s', (kind) => {
  it('is a no-op on an already migrated database', async () => {
    const db = await createTestDb(kind);
    try {
      expect(await migrate(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('applies new files once, records them, and refuses an edited one', async () => {
    const db = await createTestDb(kind);
    const dir = path.join(scratch, kind);
    const file = path.join(dir, '9001_probe.sql');
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, 'create table public.migration_probe (id int);');
      expect(await migrate(db, dir)).toEqual(['9001_probe.sql']);
      expect(await migrate(db, dir)).toEqual([]);
      const { rows } = await db.query<{ name: string }>(
        "select name from supabase_migrations.schema_migrations where name = '9001_probe.sql'",
      );
      expect(rows).toHaveLength(1);
      writeFileSync(file, 'create table public.migration_probe (id bigint);');
      await expect(migrate(db, dir)).rejects.toThrow(MigrationChangedError);
    } finally {
      await db.close();
    }
  });

  it('rolls back a failing migration completely', async () => {
    const db = await createTestDb(kind);
    const dir = path.join(scratch, `${kind}-bad`);
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, '9001_ok.sql'), 'create table public.rollback_probe (id int);');
      writeFileSync(path.join(dir, '9002_bad.sql'), 'select * from no_such_table;');
      await expect(migrate(db, dir)).rejects.toThrow();
      const { rows } = await db.query("select to_regclass('public.rollback_probe') as t");
      expect(rows[0]?.t).toBeNull();
    } finally {
      await db.close();
    }
  });
});
