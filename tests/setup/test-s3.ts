/**
 * Object stores for tests. `storeKinds()` lists the backends every storage test runs against:
 * the disk store and an S3 bucket on the test S3 server (s3-server.ts). `s3Env()` makes a fresh
 * bucket and returns the environment that points a server at it.
 */
import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { dbKinds, type DbKind } from './test-db.ts';

export type StoreKind = 'disk' | 's3';

export function storeKinds(): StoreKind[] {
  return ['disk', 's3'];
}

export const testS3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A new, empty bucket on the test S3 server, and the variables that select it. */
export async function s3Env(): Promise<Record<string, string>> {
  const endpoint = inject('s3Endpoint');
  const bucket = `test-${randomBytes(6).toString('hex')}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: testS3Credentials,
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    STORAGE_BACKEND: 's3',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: testS3Credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: testS3Credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/** The environment for a store kind: nothing for disk (DATA_DIR/storage), a fresh bucket for S3. */
export async function storeEnv(kind: StoreKind): Promise<Record<string, string>> {
  return kind === 's3' ? s3Env() : {};
}

/** Every database engine with every store: what the storage contract tests run against. */
export function storageCases(): [DbKind, StoreKind][] {
  return dbKinds().flatMap((db) => storeKinds().map((store): [DbKind, StoreKind] => [db, store]));
}
