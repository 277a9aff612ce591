/**
 * The default object store: files under `DATA_DIR/storage`.
 *
 *   storage/objects/{bucket}/{key}/~{version}[.{variant}]   one file per version or rendition
 *   storage/tmp/{uuid}.part                                 uploads in progress
 *
 * Uploads are written to tmp, fsynced, then renamed into place (same file system), so a reader
 * never sees half a file. Every path comes from storagePath (store.ts) and is checked again to
 * stay under the objects directory. Files are owner-only (0600).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  objectsRoot,
  storagePath,
  versionName,
  type ObjectLocation,
  type ObjectStore,
  type StoredObject,
} from './store.ts';

/** Leftover uploads older than this are removed at start-up (a crash mid-upload). */
const staleTmpMs = 60 * 60 * 1000;

function isMissing(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Renames `tmp` to `file`, creating its directory; retried when a concurrent prune removed it. */
async function moveIntoPlace(tmp: string, file: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      await rename(tmp, file);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== 'ENOENT' || attempt >= 3) throw err;
    }
  }
}

export type DiskStore = ObjectStore & { readonly root: string };

export function createDiskStore(root: string): DiskStore {
  const base = path.resolve(root);
  const objectsDir = path.join(base, objectsRoot);
  const tmpDir = path.join(base, 'tmp');

  const filePath = (location: ObjectLocation) => {
    const file = path.resolve(base, storagePath(location));
    const bucketDir = path.join(objectsDir, location.bucket);
    if (!file.startsWith(bucketDir + path.sep)) throw new Error(`unsafe object location ${location.key}`);
    return { bucketDir, file };
  };

  /** Removes now-empty key directories up to (not including) the bucket directory. */
  const prune = async (bucketDir: string, dir: string) => {
    for (let d = dir; d.startsWith(bucketDir + path.sep); d = path.dirname(d)) {
      try {
        await rmdir(d);
      } catch {
        return; // not empty (or already gone): stop climbing
      }
    }
  };

  return {
    kind: 'disk',
    root: base,

    async prepare() {
      await mkdir(objectsDir, { recursive: true, mode: 0o700 });
      await sweepTmp(base);
    },

    async put(location, body) {
      const { bucketDir, file } = filePath(location);
      await mkdir(tmpDir, { recursive: true, mode: 0o700 });
      const tmp = path.join(tmpDir, `${randomUUID()}.part`);
      const handle = await open(tmp, 'wx', 0o600);
      let size = 0;
      try {
        for await (const chunk of body) {
          await handle.write(chunk);
          size += chunk.byteLength;
        }
        await handle.sync();
        await handle.close();
        await moveIntoPlace(tmp, file);
        return { size };
      } catch (err) {
        await handle.close().catch(() => undefined);
        await rm(tmp, { force: true });
        await prune(bucketDir, path.dirname(file));
        throw err;
      }
    },

    async get(location): Promise<StoredObject | undefined> {
      const { file } = filePath(location);
      let handle;
      try {
        handle = await open(file, 'r');
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
      const { size } = await handle.stat();
      const stream = createReadStream('', { fd: handle, autoClose: true });
      return { size, body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
    },

    async stat(location) {
      const { file } = filePath(location);
      try {
        return { size: (await stat(file)).size };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },

    async delete(location) {
      const { bucketDir, file } = filePath(location);
      const dir = path.dirname(file);
      await rm(file, { force: true });
      if (location.variant === undefined) {
        const renditions = `${versionName(location)}.`;
        const names = await readdir(dir).catch((err: unknown) => (isMissing(err) ? [] : Promise.reject(err)));
        for (const name of names) if (name.startsWith(renditions)) await rm(path.join(dir, name), { force: true });
      }
      await prune(bucketDir, dir);
    },

    async variants(location, max) {
      const { file } = filePath({ ...location, variant: undefined });
      const prefix = `${versionName({ version: location.version })}.`;
      const names = await readdir(path.dirname(file)).catch((err: unknown) =>
        isMissing(err) ? [] : Promise.reject(err),
      );
      return names
        .filter((n) => n.startsWith(prefix))
        .map((n) => n.slice(prefix.length))
        .slice(0, max);
    },

    async isEmpty() {
      const buckets = await readdir(objectsDir).catch((err: unknown) => (isMissing(err) ? [] : Promise.reject(err)));
      for (const bucket of buckets) {
        if ((await readdir(path.join(objectsDir, bucket))).length > 0) return false;
      }
      return true;
    },

    async clear() {
      await rm(objectsDir, { recursive: true, force: true });
      await rm(tmpDir, { recursive: true, force: true });
    },
  };
}

/** Deletes uploads left in tmp by a crash (older than an hour, so live uploads are safe). */
export async function sweepTmp(root: string, now = Date.now()): Promise<number> {
  const dir = path.join(root, 'tmp');
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if (isMissing(err)) return 0;
    throw err;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && now - info.mtimeMs > staleTmpMs) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
