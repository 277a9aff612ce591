/**
 * The object store the environment names: files under DATA_DIR/storage (`STORAGE_BACKEND=disk`,
 * the default) or an S3-compatible bucket (`STORAGE_BACKEND=s3` with the S3_* variables).
 */
import path from 'node:path';
import type { Env } from '../lib/env.ts';
import { createDiskStore } from './disk-store.ts';
import { createS3Store } from './s3-store.ts';
import type { ObjectStore } from './store.ts';

type StoreEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'STORAGE_BACKEND'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

export function openObjectStore(env: StoreEnv): ObjectStore {
  if (env.STORAGE_BACKEND === 'disk') return createDiskStore(path.join(env.DATA_DIR, 'storage'));
  if (!env.S3_BUCKET) throw new Error('STORAGE_BACKEND=s3 needs S3_BUCKET');
  return createS3Store({ bucket: env.S3_BUCKET, ...s3Service(env) });
}

/** The S3 service the S3_* variables name (endpoint, region, credentials), whatever the bucket. */
export function s3Service(env: StoreEnv) {
  return {
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
