/**
 * Scheduled backups as an operator runs them (`npm run backup` as a process): timestamped archives
 * in a directory or an S3 prefix, only the N newest kept (and nothing else there touched), and
 * the restore drill, which restores the newest into a scratch copy (the embedded engine, or a new
 * database on DRILL_DATABASE_URL's PostgreSQL server) and reports rows per table.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open.ts';
import { adminUrl } from '../tests/setup/pg-names.ts';
import { runScript } from '../tests/setup/server-process.ts';
import { createPgDatabaseUrl } from '../tests/setup/test-db.ts';
import { s3Env, testS3Credentials } from '../tests/setup/test-s3.ts';

const lead = (n: number) => ({
  sql: `insert into public.contact_messages (kind, name, email, message) values ('contact', 'Lead ${n}', 'lead${n}@example.test', 'Hello')`,
});
const scratch = mkdtempSync(path.join(tmpdir(), 'backup-shelves-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm run backup -- --dir/--keep and --drill (embedded database)', { timeout: 180_000 }, () => {
  const dataDir = path.join(scratch, 'data');
  const shelf = path.join(scratch, 'backups');
  const env = { DATA_DIR: dataDir };

  beforeAll(async () => {
    const db = await openDatabase({ dataDir, poolMax: 1 });
    await migrate(db);
    for (const n of [1, 2, 3]) await db.query(lead(n).sql);
    await db.close();
  }, 60_000);

  it('keeps the N newest archives and nothing else of theirs; leaves other files alone', async () => {
    mkdirSync(shelf);
    writeFileSync(path.join(shelf, 'notes.txt'), 'mine');
    writeFileSync(path.join(shelf, 'site-manual.tar.gz'), 'mine too');
    const names: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { stdout } = await runScript('backup', ['--dir', shelf, '--keep', '1'], env);
      names.push(/Backup written to .*\/(site-\d{8}T\d{9}Z\.tar\.gz): \d+ rows in/.exec(stdout)![1]!);
      expect(stdout).toContain(i === 0 ? 'removed none' : `removed ${names[0]}`);
    }
    expect(readdirSync(shelf).sort()).toEqual([...names.slice(1), 'notes.txt', 'site-manual.tar.gz'].sort());
  });

  it('drills the newest archive: restores it into a scratch copy and counts every table', async () => {
    const { stdout } = await runScript('backup', ['--drill-latest', shelf], env);
    const newest = readdirSync(shelf)
      .filter((n) => /^site-\d/.test(n))
      .sort()
      .at(-1)!;
    expect(stdout).toContain(`Restore drill of ${newest}`);
    expect(stdout).toContain('into a scratch embedded database: it restores.');
    expect(stdout).toMatch(/\n {2}public\.contact_messages +3\n/);
    expect(stdout).toMatch(/\n {2}objects +0 \(0 bytes\)\n/);
    expect(stdout).toContain('the scratch copy is gone');
  });

  it('refuses what it cannot do, clearly', async () => {
    await expect(runScript('backup', ['--keep', '2'], env)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Usage'),
    });
    await expect(runScript('backup', ['--dir', shelf, '--keep', '0'], env)).rejects.toMatchObject({
      stderr: expect.stringContaining('--keep takes a whole number'),
    });
    await expect(runScript('backup', ['--drill-latest', path.join(scratch, 'none')], env)).rejects.toMatchObject({
      stderr: expect.stringContaining('Cannot list'),
    });
  });

  it('keeps archives under an S3 prefix the same way, and drills from there', async () => {
    const s3 = await s3Env();
    const prefix = `s3://${s3.S3_BUCKET}/nightly`;
    for (let i = 0; i < 2; i++) await runScript('backup', ['--dir', prefix, '--keep', '1'], { ...env, ...s3 });
    const client = new S3Client({
      endpoint: s3.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: testS3Credentials,
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.S3_BUCKET, Prefix: 'nightly/' }));
    client.destroy();
    expect(listed.Contents?.map((o) => o.Key)).toEqual([
      expect.stringMatching(/^nightly\/site-\d{8}T\d{9}Z\.tar\.gz$/),
    ]);
    const { stdout } = await runScript('backup', ['--drill-latest', prefix], { ...env, ...s3 });
    expect(stdout).toMatch(/\n {2}public\.contact_messages +3\n/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('npm run backup -- --drill on PostgreSQL', { timeout: 180_000 }, () => {
  it('restores into a new database on DRILL_DATABASE_URL and drops it after', async () => {
    const source = await createPgDatabaseUrl(inject('goldenPgDatabase')!);
    try {
      const client = new pg.Client({ connectionString: source.url });
      await client.connect();
      for (const n of [1, 2]) await client.query(lead(n).sql);
      await client.end();
      const file = path.join(scratch, 'pg-backup.tar.gz');
      await runScript('backup', ['--out', file], { DATABASE_URL: source.url });
      const server = adminUrl(process.env.TEST_DATABASE_URL!);
      const { stdout } = await runScript('backup', ['--drill', file], {
        DATABASE_URL: source.url,
        DRILL_DATABASE_URL: server,
      });
      expect(stdout).toContain('into a scratch PostgreSQL database: it restores.');
      expect(stdout).toMatch(/\n {2}public\.contact_messages +2\n/);
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      const { rows } = await admin.query(`select datname from pg_database where datname like 'aravali_drill_%'`);
      await admin.end();
      expect(rows).toEqual([]);
    } finally {
      await source.drop();
    }
  });
});
