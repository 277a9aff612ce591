/**
 * Writes a backup archive (format.ts) of the database and every object a row names, while the
 * site runs: a hold keeps discarded versions' bytes in the store (server/storage/discard.ts)
 * from before the snapshot until every object it names is copied. A version missing from the
 * store fails the backup instead of writing an archive that would restore broken images.
 */
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Db } from '../db/types.ts';
import type { Logger } from '../lib/logger.ts';
import { placeBackupHold, sweepDiscarded } from '../storage/discard.ts';
import { storagePath, type ObjectStore } from '../storage/store.ts';
import {
  archiveFormat,
  archiveVersion,
  endName,
  manifestName,
  partName,
  sequencesName,
  type EndRecord,
  type Manifest,
} from './format.ts';
import { readSnapshot, type ObjectVersion } from './snapshot.ts';

export type BackupDeps = { db: Db; store: ObjectStore; logger: Logger };

function addBuffer(pack: tar.Pack, name: string, content: string, mtime: Date): Promise<void> {
  const buffer = Buffer.from(content);
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: buffer.length, mode: 0o600, mtime }, buffer, (err) => (err ? reject(err) : resolve()));
  });
}

async function addObject(pack: tar.Pack, store: ObjectStore, object: ObjectVersion, mtime: Date): Promise<number> {
  const stored = await store.get(object);
  if (!stored) {
    throw new Error(
      `The bytes of ${object.bucket}/${object.key} (version ${object.version}) are missing from the object store, ` +
        'though the database names them; the backup stops rather than write an archive that restores a broken object.',
    );
  }
  const entry = pack.entry({ name: storagePath(object), size: stored.size, mode: 0o600, mtime });
  await pipeline(Readable.fromWeb(stored.body as NodeReadableStream), entry);
  return stored.size;
}

/** Writes the archive to `out` (which it ends); resolves with what it holds. */
export async function writeBackup({ db, store, logger }: BackupDeps, out: Writable): Promise<EndRecord> {
  const createdAt = new Date();
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), out);
  const hold = await placeBackupHold(db, logger);
  try {
    const summary = await readSnapshot(db, {
      manifest: (migrations) => {
        const manifest: Manifest = {
          format: archiveFormat,
          version: archiveVersion,
          createdAt: createdAt.toISOString(),
          engine: db.kind,
          migrations,
        };
        return addBuffer(pack, manifestName, `${JSON.stringify(manifest, null, 2)}\n`, createdAt);
      },
      part: (table, index, lines) => addBuffer(pack, partName(table.schema, table.name, index), lines, createdAt),
      sequences: (values) => addBuffer(pack, sequencesName, `${JSON.stringify(values)}\n`, createdAt),
    });
    let objectBytes = 0;
    for (const object of summary.objects) objectBytes += await addObject(pack, store, object, createdAt);
    const end: EndRecord = { tables: summary.tables, objects: summary.objects.length, objectBytes };
    await addBuffer(pack, endName, `${JSON.stringify(end, null, 2)}\n`, createdAt);
    pack.finalize();
    await written;
    return end;
  } catch (err) {
    pack.destroy(err as Error);
    await written.catch(() => undefined);
    throw err;
  } finally {
    await hold.release().catch((err: unknown) => logger.warn({ err }, 'could not release the backup hold'));
    sweepDiscarded(db, store, logger, { all: true }).catch((err: unknown) =>
      logger.warn({ err }, 'could not delete discarded object versions after the backup'),
    );
  }
}
