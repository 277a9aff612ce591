/**
 * `npm run restore -- FILE [--force]`: puts a backup (npm run backup) into an empty database and
 * object store, with the server stopped (server/backup/, ADR 022). A non-empty target is refused
 * unless `--force`, which first empties it. Migrations newer than the backup are applied by the
 * next `npm start`.
 */
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupFormatError } from '../server/backup/format.ts';
import { restoreBackup } from '../server/backup/restore-backup.ts';
import { prepareRestoreTarget, RestoreTargetError } from '../server/backup/restore-target.ts';
import { createLogger } from '../server/lib/logger.ts';
import { openObjectStore } from '../server/storage/open-store.ts';
import { operatorEnv, reachDatabase, runCommand, UsageError } from './operator.ts';

const usage = 'Usage: npm run restore -- FILE [--force]';

async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) throw new UsageError(usage);
  const file = path.resolve(positionals[0]!);
  await access(file).catch(() => {
    throw new UsageError(`Cannot read ${file}.`);
  });
  const env = operatorEnv();
  const reach = await reachDatabase(env, { command: 'restore', exclusive: true, create: true });
  if (reach.via !== 'database') throw new UsageError('Stop the server before restoring.');
  try {
    const store = openObjectStore(env);
    await store.prepare();
    await prepareRestoreTarget(reach.db, store, { force: values.force });
    const logger = createLogger({ level: 'warn', pretty: false });
    const summary = await restoreBackup({ db: reach.db, store, logger }, createReadStream(file));
    const rows = Object.values(summary.tables).reduce((a, b) => a + b, 0);
    process.stdout.write(
      `Restored the backup of ${summary.manifest.createdAt}: ${rows} rows, ${summary.objects} objects.\n` +
        (summary.pendingMigrations > 0
          ? `${summary.pendingMigrations} newer migrations will be applied when the server starts.\n`
          : ''),
    );
  } catch (err) {
    if (err instanceof RestoreTargetError || err instanceof BackupFormatError) throw new UsageError(err.message);
    throw err;
  } finally {
    await reach.close();
  }
}

await runCommand(main, usage);
