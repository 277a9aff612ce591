/**
 * `npm run backup -- --out FILE`: one archive (gzipped tar) of the database and every stored
 * object, taken while the site runs, on either engine (server/backup/, ADR 022). The file is
 * written owner-only beside its final name and renamed into place once complete, so a failed
 * backup never leaves a file that looks whole. With the embedded database and a server running,
 * the server writes the archive (GET /_admin/backup).
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { writeBackup } from '../server/backup/write-backup.ts';
import { createLogger } from '../server/lib/logger.ts';
import { openObjectStore } from '../server/storage/open-store.ts';
import { askServer, operatorEnv, reachDatabase, runCommand, UsageError } from './operator.ts';

const usage = 'Usage: npm run backup -- --out FILE';

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } }, strict: true });
  if (!values.out) throw new UsageError(usage);
  const out = path.resolve(values.out);
  const env = operatorEnv();
  const partial = `${out}.partial`;
  const file = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  await new Promise((resolve, reject) => file.once('open', resolve).once('error', reject)).catch((err: unknown) => {
    throw new UsageError(`Cannot write ${partial}: ${(err as Error).message}`);
  });
  try {
    const summary = await backupTo(env, file);
    await rename(partial, out);
    process.stdout.write(`Backup written to ${out}${summary}\n`);
  } catch (err) {
    file.destroy();
    await rm(partial, { force: true });
    throw err;
  }
}

async function backupTo(env: ReturnType<typeof operatorEnv>, file: Writable): Promise<string> {
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

await runCommand(main, usage);
