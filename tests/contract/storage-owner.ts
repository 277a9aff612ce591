/**
 * The common start of the storage contract tests: a test app on one store (disk or S3) without
 * rate limits, and one signed-in user (`owner`) with a supabase-js client (`sb`), made before
 * the tests run.
 */
import { beforeAll } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientAs, createUser, type TestUser } from '../factories/users.ts';
import { useTestApp, type TestApp } from '../setup/test-app.ts';
import type { DbKind } from '../setup/test-db.ts';
import { storeEnv, type StoreKind } from '../setup/test-s3.ts';

export type StorageOwner = {
  readonly app: TestApp;
  owner: TestUser;
  sb: SupabaseClient;
  /** The owner's client on the `images` bucket. */
  readonly bucket: () => ReturnType<SupabaseClient['storage']['from']>;
};

export function useStorageOwner(kind: DbKind, storeKind: StoreKind): StorageOwner {
  const app = useTestApp(kind, async () => ({ ...(await storeEnv(storeKind)), RATE_LIMITS: 'false' }));
  const storage = { app, bucket: () => storage.sb.storage.from('images') } as StorageOwner;
  beforeAll(async () => {
    storage.owner = await createUser(app.deps);
    storage.sb = clientAs(app, storage.owner.accessToken);
  });
  return storage;
}
