/**
 * Restores a backup archive (format.ts) into an empty database and object store: migrates the
 * database to exactly the backup's migrations, then, in one transaction, puts every row back and
 * every object into the store, and commits only once the archive's end record matches what went
 * in. Migrations newer than the backup are left to the next start. The target must be empty
 * (restore-target.ts); the server must be stopped.
 */
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { defaultMigrationsDir, migrate, readMigrations } from '../db/migrate.ts';
import type { Queryable } from '../db/types.ts';
import { locationOf, storagePath } from '../storage/store.ts';
import type { BackupDeps } from './write-backup.ts';
import {
  archiveFormat,
  archiveVersion,
  BackupFormatError,
  endName,
  manifestName,
  partTable,
  sequencesName,
  type EndRecord,
  type Manifest,
  type SequenceValue,
} from './format.ts';
import { emptyTables, insertRows, setSequences, setUserTriggers, targetTables } from './load-rows.ts';

export type RestoreSummary = EndRecord & { manifest: Manifest; pendingMigrations: number };

/** One file of the archive as tar-stream yields it: its header and its bytes. */
type Entry = tar.Extract extends AsyncIterable<infer E> ? E : never;
type Entries = AsyncIterator<Entry>;

/** An entry's bytes (tar-stream's streams yield Buffers). */
const bytesOf = (entry: Entry) => entry as AsyncIterable<Buffer>;

async function text(entry: Entry): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of bytesOf(entry)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function json<T>(entry: Entry): Promise<T> {
  try {
    return JSON.parse(await text(entry)) as T;
  } catch {
    throw new BackupFormatError(`${entry.header.name} in the archive is not valid JSON`);
  }
}

/** The manifest, checked: this format, and migrations this code has, unchanged, from the first. */
async function readManifest(entries: Entries, migrationsDir: string): Promise<Manifest> {
  const first = await entries.next();
  if (first.done || first.value.header.name !== manifestName) {
    throw new BackupFormatError('This is not a site backup: it does not start with manifest.json.');
  }
  const manifest = await json<Manifest>(first.value);
  if (manifest.format !== archiveFormat || manifest.version !== archiveVersion) {
    throw new BackupFormatError(`Unsupported backup format ${manifest.format} ${manifest.version}.`);
  }
  const code = await readMigrations(migrationsDir);
  manifest.migrations.forEach((m, i) => {
    const ours = code[i];
    if (ours?.version !== m.version) {
      throw new BackupFormatError(
        `The backup was made at migration ${m.name}, which this version of the site does not have: restore it with the version that made it.`,
      );
    }
    if (ours.checksum !== m.checksum) throw new BackupFormatError(`Migration ${m.name} differs from the backup's.`);
  });
  return manifest;
}

/** Everything after the manifest, inside the restore transaction. */
async function loadEntries(tx: Queryable, deps: BackupDeps, entries: Entries): Promise<EndRecord> {
  const tables = await targetTables(tx);
  await emptyTables(tx, tables.values());
  await setUserTriggers(tx, tables.values(), false);
  const rows: Record<string, number> = {};
  const objects = new Set<string>();
  let objectBytes = 0;
  let sequences: SequenceValue[] = [];
  let end: EndRecord | undefined;
  for (let next = await entries.next(); !next.done; next = await entries.next()) {
    const entry = next.value;
    const name = entry.header.name;
    const part = partTable(name);
    const location = locationOf(name);
    if (end) throw new BackupFormatError(`${name} follows the end record`);
    if (part) {
      const table = tables.get(`${part.schema}.${part.table}`);
      if (!table)
        throw new BackupFormatError(`The backup has rows for ${part.schema}.${part.table}, which does not exist here.`);
      rows[`${part.schema}.${part.table}`] =
        (rows[`${part.schema}.${part.table}`] ?? 0) + (await insertRows(tx, table, await text(entry)));
    } else if (location) {
      objectBytes += (await deps.store.put(location, bytesOf(entry))).size;
      objects.add(name);
    } else if (name === sequencesName) {
      sequences = await json<SequenceValue[]>(entry);
    } else if (name === endName) {
      end = await json<EndRecord>(entry);
    } else {
      throw new BackupFormatError(`Unexpected entry ${name} in the archive.`);
    }
  }
  if (!end) throw new BackupFormatError('The archive is incomplete: it has no end record.');
  await checkComplete(tx, end, rows, objects, objectBytes);
  await setSequences(tx, sequences);
  await setUserTriggers(tx, tables.values(), true);
  return end;
}

async function checkComplete(
  tx: Queryable,
  end: EndRecord,
  rows: Record<string, number>,
  objects: Set<string>,
  bytes: number,
) {
  for (const [table, count] of Object.entries(end.tables)) {
    if ((rows[table] ?? 0) !== count) {
      throw new BackupFormatError(`The archive promised ${count} rows of ${table} but held ${rows[table] ?? 0}.`);
    }
  }
  if (objects.size !== end.objects || bytes !== end.objectBytes) {
    throw new BackupFormatError(`The archive promised ${end.objects} objects but held ${objects.size}.`);
  }
  const { rows: named } = await tx.query<{ bucket: string; key: string; version: string }>(
    `select bucket_id as bucket, name as key, metadata ->> 'version' as version from storage.objects
     where metadata ->> 'version' is not null`,
  );
  const missing = named.find((o) => !objects.has(storagePath(o)));
  if (missing) throw new BackupFormatError(`The archive lacks the bytes of ${missing.bucket}/${missing.key}.`);
}

export async function restoreBackup(
  deps: BackupDeps,
  input: Readable,
  migrationsDir = defaultMigrationsDir,
): Promise<RestoreSummary> {
  const extract = tar.extract();
  const unpacked = pipeline(input, createGunzip(), extract);
  const entries = extract[Symbol.asyncIterator]();
  try {
    const manifest = await readManifest(entries, migrationsDir);
    const through = manifest.migrations.at(-1)?.version;
    if (through === undefined) throw new BackupFormatError('The backup names no migration.');
    await migrate(deps.db, migrationsDir, { through });
    const end = await deps.db.transaction((tx) => loadEntries(tx, deps, entries));
    await unpacked;
    const pendingMigrations = (await readMigrations(migrationsDir)).length - manifest.migrations.length;
    return { ...end, manifest, pendingMigrations };
  } catch (err) {
    extract.destroy();
    await unpacked.catch(() => undefined);
    throw err;
  }
}
