/**
 * `npm run backup`: archives (gzipped tar) of the database and every stored object, taken while
 * the site runs, on either engine (server/backup/, ADR 022), and the drill that proves one restores.
 *
 *   npm run backup -- --out FILE                     one archive at FILE
 *   npm run backup -- --dir DIR|s3://B/P [--keep N]  a timestamped archive there; only the N newest kept
 *   npm run backup -- --drill FILE                   restore FILE into a scratch copy, count, throw away
 *   npm run backup -- --drill-latest DIR|s3://B/P    the same with the newest archive there
 *
 * An archive is whole or absent (written beside its name and renamed; an S3 object exists once its
 * upload completes). With the embedded database and a server running, the server writes the
 * archive (GET /_admin/backup). s3:// uses the S3_* variables' service and credentials.
 */
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { drillRestore, DrillError, type DrillReport } from '../server/backup/drill.ts';
import { BackupFormatError } from '../server/backup/format.ts';
import { archiveName, directoryShelf, keepNewest, openShelf, ShelfError } from '../server/backup/shelves.ts';
import { writeBackup } from '../server/backup/write-backup.ts';
import { createLogger } from '../server/lib/logger.ts';
import { openObjectStore, s3Service } from '../server/storage/open-store.ts';
import { askServer, operatorEnv, reachDatabase, runCommand, UsageError } from './operator.ts';

const usage =
  'Usage: npm run backup -- --out FILE | --dir DIR|s3://bucket/prefix [--keep N] | --drill FILE | --drill-latest DIR|s3://bucket/prefix';
type Env = ReturnType<typeof operatorEnv>;

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', short: 'o' },
      dir: { type: 'string' },
      keep: { type: 'string' },
      drill: { type: 'string' },
      'drill-latest': { type: 'string' },
    },
    strict: true,
  });
  const modes = [values.out, values.dir, values.drill, values['drill-latest']].filter((v) => v !== undefined);
  if (modes.length !== 1 || (values.keep !== undefined && values.dir === undefined)) throw new UsageError(usage);
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1))
    throw new UsageError('--keep takes a whole number, 1 or more.');
  const env = operatorEnv();
  if (values.drill !== undefined)
    return drill(env, path.dirname(path.resolve(values.drill)), path.basename(values.drill));
  if (values['drill-latest'] !== undefined) return drill(env, values['drill-latest']);
  const shelf = values.out
    ? directoryShelf(path.dirname(path.resolve(values.out)))
    : openShelf(values.dir!, s3Service(env));
  const name = values.out ? path.basename(values.out) : archiveName();
  let summary = '';
  await shelf.put(name, async (out) => {
    summary = await backupTo(env, out);
  });
  process.stdout.write(
    `Backup written to ${values.out ? path.resolve(values.out) : `${shelf.where}/${name}`}${summary}\n`,
  );
  if (keep !== undefined) {
    const removed = await keepNewest(shelf, keep);
    process.stdout.write(`Kept the ${keep} newest; removed ${removed.length ? removed.join(', ') : 'none'}.\n`);
  }
}

async function backupTo(env: Env, file: Writable): Promise<string> {
  const reach = await reachDatabase(env, { command: 'backup' });
  if (reach.via === 'server') {
    const res = await askServer(reach.admin, '/_admin/backup');
    if (!res.body) throw new UsageError('The running server sent no archive.');
    await pipeline(Readable.fromWeb(res.body as NodeReadableStream), file);
    return ' (by the running server)';
  }
  try {
    const logger = createLogger({ level: 'warn', pretty: false });
    const end = await writeBackup({ db: reach.db, store: openObjectStore(env), logger }, file);
    const rows = Object.values(end.tables).reduce((a, b) => a + b, 0);
    return `: ${rows} rows in ${Object.keys(end.tables).length} tables, ${end.objects} objects (${end.objectBytes} bytes)`;
  } finally {
    await reach.close();
  }
}

/** Restores `name` (default: the newest archive) from `location` into a scratch copy and reports it. */
async function drill(env: Env, location: string, name?: string): Promise<void> {
  const shelf = openShelf(location, s3Service(env));
  const chosen = name ?? (await shelf.list()).at(-1);
  if (!chosen) throw new UsageError(`No backup archive (site-….tar.gz) in ${shelf.where}.`);
  const input = await shelf.open(chosen).catch((err: unknown) => {
    throw new UsageError(`Cannot read ${chosen} in ${shelf.where}: ${(err as Error).message}`);
  });
  let report: DrillReport;
  try {
    report = await drillRestore(input, {
      drillDatabaseUrl: env.DRILL_DATABASE_URL,
      logger: createLogger({ level: 'warn', pretty: false }),
    });
  } catch (err) {
    if (err instanceof BackupFormatError || err instanceof DrillError) throw new UsageError(err.message);
    throw err;
  }
  const rows = Object.entries(report.tables);
  const width = Math.max(...rows.map(([t]) => t.length));
  process.stdout.write(
    `Restore drill of ${chosen} (taken ${report.createdAt}) into a scratch ${report.engine === 'postgres' ? 'PostgreSQL database' : 'embedded database'}: it restores.\n` +
      rows.map(([table, n]) => `  ${table.padEnd(width)}  ${n}`).join('\n') +
      `\n  ${'objects'.padEnd(width)}  ${report.objects} (${report.objectBytes} bytes)\n` +
      `${rows.reduce((a, [, n]) => a + n, 0)} rows in ${rows.length} tables, ${report.objects} objects; the scratch copy is gone.\n`,
  );
}

await runCommand(
  () =>
    main().catch((err: unknown) => {
      throw err instanceof ShelfError ? new UsageError(err.message) : err;
    }),
  usage,
);
