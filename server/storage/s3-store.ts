/**
 * The object store on an S3-compatible bucket (`STORAGE_BACKEND=s3`), through the official
 * `@aws-sdk/client-s3`. Keys are the same paths the disk store uses (store.ts, storagePath).
 *
 * Uploads stream to the bucket in parts: the body is read into a buffer of at most one part
 * (5 MiB, S3's smallest multipart part); a body that ends within the first part is sent with
 * one PutObject (every image, whose cap is 5 MiB), a longer one as a multipart upload, part by
 * part, aborted when the body fails. So memory per upload is bounded by one part, the size and
 * type checks that run while the body is read fail the upload before anything reaches the
 * bucket, and an object becomes visible only complete.
 *
 * The bucket must be private (no public ACL or policy): every read goes through /storage/v1.
 */
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { objectsRoot, storagePath, type ObjectStore } from './store.ts';

export type S3StoreConfig = {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, …); absent for AWS itself. */
  endpoint?: string | undefined;
  forcePathStyle?: boolean;
  /** Absent: the SDK's default credential chain (environment, instance role, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bytes per uploaded part (at least S3's 5 MiB); tests use the default. */
  partSize?: number;
};

const defaultPartSize = 5 * 1024 * 1024;

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** A client for `config`'s service (also used for backups kept in S3, server/backup/shelves.ts). */
export function createS3Client(config: Omit<S3StoreConfig, 'bucket' | 'partSize'>): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle ?? false,
    credentials: config.credentials,
    // Checksums only where S3 requires them: many S3-compatible services refuse the SDK's
    // default trailing checksums (aws-chunked bodies).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Uploads a stream of unknown length as one object, holding at most one part in memory: a body
 * that ends within a part is one PutObject, a longer one a multipart upload, aborted when the
 * body fails (its error is the one reported). Returns the size.
 */
export async function putStream(
  client: S3Client,
  {
    Bucket,
    Key,
    body,
    partSize = defaultPartSize,
  }: { Bucket: string; Key: string; body: AsyncIterable<Uint8Array>; partSize?: number },
): Promise<number> {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let size = 0;
  let uploadId: string | undefined;
  const parts: { PartNumber: number; ETag: string | undefined }[] = [];
  const sendPart = async (bytes: Buffer) => {
    uploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket, Key }))).UploadId;
    const PartNumber = parts.length + 1;
    const { ETag } = await client.send(
      new UploadPartCommand({
        Bucket,
        Key,
        UploadId: uploadId,
        PartNumber,
        Body: bytes,
        ContentLength: bytes.length,
      }),
    );
    parts.push({ PartNumber, ETag });
  };
  try {
    for await (const chunk of body) {
      pending.push(chunk);
      pendingBytes += chunk.byteLength;
      size += chunk.byteLength;
      // Only once more than a part has arrived: a body of exactly one part stays one PutObject.
      while (pendingBytes > partSize) {
        const all = Buffer.concat(pending);
        await sendPart(all.subarray(0, partSize));
        pending = [all.subarray(partSize)];
        pendingBytes -= partSize;
      }
    }
    const rest = Buffer.concat(pending);
    if (uploadId === undefined) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body: rest, ContentLength: rest.length }));
    } else {
      await sendPart(rest);
      await client.send(
        new CompleteMultipartUploadCommand({ Bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
      );
    }
    return size;
  } catch (err) {
    // The body's own error is the one to report; an abort that fails leaves parts S3 expires.
    if (uploadId !== undefined) {
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId })).catch(() => undefined);
    }
    throw err;
  }
}

export function createS3Store(config: S3StoreConfig): ObjectStore {
  const client = createS3Client(config);
  const Bucket = config.bucket;
  const partSize = Math.max(config.partSize ?? defaultPartSize, defaultPartSize);

  /** Up to `max` keys under `prefix`, from the start (callers delete what they get). */
  const listKeys = async (prefix: string, max = 1000): Promise<string[]> => {
    const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, MaxKeys: max }));
    return (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
  };
  const deleteKeys = async (keys: string[]) => {
    if (keys.length === 0) return;
    const { Errors } = await client.send(
      new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
    );
    const failed = Errors?.[0];
    if (failed) throw new Error(`S3 could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
  };

  return {
    kind: 's3',

    async prepare() {
      await client.send(new HeadBucketCommand({ Bucket })).catch((err: unknown) => {
        throw new Error(`The S3 bucket ${Bucket} cannot be used: ${(err as Error).name} ${(err as Error).message}`, {
          cause: err,
        });
      });
    },

    async put(location, body) {
      return { size: await putStream(client, { Bucket, Key: storagePath(location), body, partSize }) };
    },

    async get(location) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: storagePath(location) }));
        if (!res.Body) return undefined;
        return { size: Number(res.ContentLength ?? 0), body: res.Body.transformToWebStream() };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },

    async stat(location) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: storagePath(location) }));
        return { size: Number(res.ContentLength ?? 0) };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },

    async delete(location) {
      const Key = storagePath(location);
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
      if (location.variant !== undefined) return;
      for (let keys = await listKeys(`${Key}.`); keys.length > 0; keys = await listKeys(`${Key}.`)) {
        await deleteKeys(keys);
      }
    },

    async variants(location, max) {
      const prefix = `${storagePath({ ...location, variant: undefined })}.`;
      return (await listKeys(prefix, max)).map((k) => k.slice(prefix.length));
    },

    async isEmpty() {
      return (await listKeys(`${objectsRoot}/`, 1)).length === 0;
    },

    async clear() {
      for (let keys = await listKeys(`${objectsRoot}/`); keys.length > 0; keys = await listKeys(`${objectsRoot}/`)) {
        await deleteKeys(keys);
      }
    },
  };
}
