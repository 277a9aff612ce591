/**
 * Where scheduled backups are kept: a directory, or a prefix in an S3 bucket (the S3_* variables'
 * service, any bucket). Archives are named `site-YYYYMMDDTHHMMSSmmmZ.tar.gz`, so the name sorts by
 * time; only names of that form are listed, kept or removed, never anything else there. An
 * archive is complete or absent: a directory gets it under `.partial` and renamed, S3 only makes
 * an object once its upload completes.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createS3Client, putStream } from '../storage/s3-store.ts';

export type Shelf = {
  /** For messages: the directory, or s3://bucket/prefix. */
  where: string;
  /** Stores what `write` writes as `name`, complete or not at all. */
  put(name: string, write: (out: Writable) => Promise<void>): Promise<void>;
  /** Archive names, oldest first. */
  list(): Promise<string[]>;
  open(name: string): Promise<Readable>;
  remove(name: string): Promise<void>;
};

/** The shelf cannot be used as asked (a file in the way, a directory that is not there). */
export class ShelfError extends Error {}

const archivePattern = /^site-\d{8}T\d{9}Z\.tar\.gz$/;

/** `site-20261128T031500123Z.tar.gz` for `at` (to the millisecond: two backups never share a name). */
export function archiveName(at = new Date()): string {
  return `site-${at.toISOString().replace(/[-:.]/g, '')}.tar.gz`;
}

/** Removes all but the `keep` newest archives; returns the names removed. */
export async function keepNewest(shelf: Shelf, keep: number): Promise<string[]> {
  const names = await shelf.list();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await shelf.remove(name);
  return old;
}

export function directoryShelf(dir: string): Shelf {
  return {
    where: dir,
    async put(name, write) {
      const final = path.join(dir, name);
      const partial = `${final}.partial`;
      const file = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
      await new Promise((resolve, reject) => file.once('open', resolve).once('error', reject)).catch((err: unknown) => {
        throw new ShelfError(`Cannot write ${partial}: ${(err as Error).message}`);
      });
      try {
        await write(file);
        await rename(partial, final);
      } catch (err) {
        file.destroy();
        await rm(partial, { force: true });
        throw err;
      }
    },
    list: async () => {
      const names = await readdir(dir).catch((err: unknown) => {
        throw new ShelfError(`Cannot list ${dir}: ${(err as Error).message}`);
      });
      return names.filter((n) => archivePattern.test(n)).sort();
    },
    open: async (name) => createReadStream(path.join(dir, name)),
    remove: (name) => rm(path.join(dir, name), { force: true }),
  };
}

export type S3ShelfConfig = Parameters<typeof createS3Client>[0];

/** `s3://bucket/prefix`: archives under `prefix/`. */
export function s3Shelf(url: string, service: S3ShelfConfig): Shelf {
  const m = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url);
  if (!m) throw new Error(`Not an s3://bucket/prefix address: ${url}`);
  const Bucket = m[1]!;
  const prefix = m[2] ? `${m[2].replace(/\/+$/, '')}/` : '';
  const client = createS3Client(service);
  return {
    where: `s3://${Bucket}/${prefix}`,
    async put(name, write) {
      const body = new PassThrough();
      const upload = putStream(client, { Bucket, Key: `${prefix}${name}`, body });
      // Either side failing ends the other: a failed backup aborts the upload, and back.
      upload.catch((err: unknown) => body.destroy(err as Error));
      await Promise.all([
        write(body).catch((err: unknown) => (body.destroy(err as Error), Promise.reject(err))),
        upload,
      ]);
    },
    async list() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, Delimiter: '/', ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) {
          const name = o.Key?.slice(prefix.length);
          if (name && archivePattern.test(name)) names.push(name);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names.sort();
    },
    async open(name) {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: `${prefix}${name}` }));
      return res.Body as Readable;
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: `${prefix}${name}` }));
    },
  };
}

/** A directory path or an s3:// address. */
export function openShelf(location: string, service: S3ShelfConfig): Shelf {
  return location.startsWith('s3://') ? s3Shelf(location, service) : directoryShelf(path.resolve(location));
}
