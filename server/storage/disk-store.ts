/**
 * The default object store: files under `DATA_DIR/storage`.
 *
 *   storage/objects/{bucket}/{key}/~{version}   one file per object version
 *   storage/tmp/{uuid}.part                     uploads in progress
 *
 * Each key is a directory holding its versions, so `a` and `a/b` can both be objects; the
 * version file name starts with `~`, a character keys may not contain, so it never meets a key
 * segment. Uploads are written to tmp, fsynced, then renamed into place (same file system).
 * Every path is resolved and checked to stay under its bucket's directory.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { isValidBucketId, isValidKey } from './object-key.ts';
import type { ObjectLocation, ObjectStore, StoredObject } from './store.ts';

const versionShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Leftover uploads older than this are removed at start-up (a crash mid-upload). */
const staleTmpMs = 60 * 60 * 1000;

function isMissing(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Renames `tmp` to `file`, creating its directory; retried when a concurrent prune removed it. */
async function moveIntoPlace(tmp: string, file: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await mkdir(path.dirname(file), { recursive: true });
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
  const objectsDir = path.join(base, 'objects');
  const tmpDir = path.join(base, 'tmp');

  const bucketDir = (bucket: string) => {
    if (!isValidBucketId(bucket)) throw new Error(`unsafe bucket id ${JSON.stringify(bucket)}`);
    const dir = path.resolve(objectsDir, bucket);
    if (path.dirname(dir) !== objectsDir) throw new Error(`unsafe bucket id ${JSON.stringify(bucket)}`);
    return dir;
  };

  const filePath = ({ bucket, key, version }: ObjectLocation) => {
    if (!isValidKey(key) || !versionShape.test(version)) throw new Error(`unsafe object location ${key}`);
    const root = bucketDir(bucket);
    const file = path.resolve(root, key, `~${version}`);
    if (!file.startsWith(root + path.sep)) throw new Error(`unsafe object location ${key}`);
    return { root, file };
  };

  /** Removes now-empty key directories up to (not including) the bucket directory. */
  const prune = async (root: string, dir: string) => {
    for (let d = dir; d.startsWith(root + path.sep); d = path.dirname(d)) {
      try {
        await rmdir(d);
      } catch {
        return; // not empty (or already gone): stop climbing
      }
    }
  };

  return {
    root: base,

    async put(location, body) {
      const { root, file } = filePath(location);
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, `${randomUUID()}.part`);
      const handle = await open(tmp, 'wx', 0o640);
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
        await prune(root, path.dirname(file));
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
      const { root, file } = filePath(location);
      await rm(file, { force: true });
      await prune(root, path.dirname(file));
    },
  };
}

/** Deletes uploads left in tmp by a crash (older than an hour, so live uploads are safe). */
export async function sweepTmp(store: DiskStore, now = Date.now()): Promise<number> {
  const dir = path.join(store.root, 'tmp');
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
