/**
 * Replaced and removed versions leave the store after the commit, except while a backup holds
 * deletions back; then they wait, recorded, until the hold ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogKey, images, png } from '../../tests/contract/storage-fixtures.ts';
import { clientAs, createUser } from '../../tests/factories/users.ts';
import { startTestApp, type TestApp } from '../../tests/setup/test-app.ts';
import { storageCases, storeEnv } from '../../tests/setup/test-s3.ts';
import { placeBackupHold, sweepDiscarded } from './discard.ts';

describe.each(storageCases())('discarded object versions (%s, %s store)', (kind, storeKind) => {
  let app: TestApp;
  let bucket: ReturnType<ReturnType<typeof clientAs>['storage']['from']>;

  beforeAll(async () => {
    app = await startTestApp(kind, { ...(await storeEnv(storeKind)), RATE_LIMITS: 'false' });
    const owner = await createUser(app.deps);
    bucket = clientAs(app, owner.accessToken).storage.from('images');
  });
  afterAll(() => app.close());

  const versionOf = async (key: string) => {
    const { rows } = await app.deps.db.query<{ v: string }>(
      `select metadata ->> 'version' as v from storage.objects where bucket_id = 'images' and name = $1`,
      [key],
    );
    return rows[0]!.v;
  };
  /** A new object, uploaded once: its key and its first version. */
  const uploadedPng = async () => {
    const key = blogKey();
    expect((await bucket.upload(key, png, { contentType: 'image/png' })).error).toBeNull();
    return { key, first: await versionOf(key) };
  };
  const stored = async (key: string, version: string) =>
    (await app.deps.store.stat({ bucket: 'images', key, version })) !== undefined;
  const pending = async () =>
    Number((await app.deps.db.query<{ n: string }>('select count(*) as n from storage.discarded_versions')).rows[0]!.n);

  it('deletes the replaced version after an upsert and the last one after a remove', async () => {
    const { key, first } = await uploadedPng();
    expect((await bucket.upload(key, images['image/gif'], { upsert: true })).error).toBeNull();
    const second = await versionOf(key);
    expect(second).not.toBe(first);
    expect(await stored(key, first)).toBe(false);
    expect(await stored(key, second)).toBe(true);
    expect((await bucket.remove([key])).error).toBeNull();
    expect(await stored(key, second)).toBe(false);
    expect(await pending()).toBe(0);
  });

  it('keeps discarded bytes while a backup holds them, and deletes them once it ends', async () => {
    const { key, first } = await uploadedPng();
    const hold = await placeBackupHold(app.deps.db, app.deps.logger);
    expect((await bucket.update(key, images['image/webp'])).error).toBeNull();
    expect(await stored(key, first)).toBe(true);
    expect(await pending()).toBe(1);
    expect(await sweepDiscarded(app.deps.db, app.deps.store, app.deps.logger, { all: true })).toBe(0);
    await hold.release();
    expect(await sweepDiscarded(app.deps.db, app.deps.store, app.deps.logger, { all: true })).toBe(1);
    expect(await stored(key, first)).toBe(false);
    expect(await pending()).toBe(0);
  });

  it('stops holding once a hold expires unrefreshed', async () => {
    const { key, first } = await uploadedPng();
    await placeBackupHold(app.deps.db, app.deps.logger);
    await app.deps.db.query(`update storage.backup_holds set expires_at = now() - interval '1 second'`);
    expect((await bucket.upload(key, images['image/gif'], { upsert: true })).error).toBeNull();
    expect(await stored(key, first)).toBe(false);
  });
});
