/**
 * Supabase Storage's bucket API through supabase-js: create, get, list, update with size and type
 * limits (held on upload), empty and delete, with Storage's error bodies; the service role may do
 * it all, other callers only what a policy on storage.buckets allows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientAs, createUser, serviceRoleToken, type TestUser } from '../factories/users.ts';
import { useTestApp } from '../setup/test-app.ts';
import { dbKinds } from '../setup/test-db.ts';
import { images, png, pngOfSize } from './storage-fixtures.ts';

let n = 0;
const bucketName = (label = 'b') => `${label}-${Date.now().toString(36)}-${++n}`;

describe.each(dbKinds())('storage buckets (%s)', (kind) => {
  let service: SupabaseClient;
  let user: TestUser;
  const app = useTestApp(kind, { RATE_LIMITS: 'false' });
  beforeAll(async () => {
    service = clientAs(app, await serviceRoleToken(app.deps));
    user = await createUser(app.deps);
  });

  it('creates, reads, lists and updates a bucket with its limits, as Storage answers', async () => {
    const id = bucketName();
    const created = await service.storage.createBucket(id, {
      public: false,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['image/*'],
    });
    expect(created).toEqual({ data: { name: id }, error: null });
    const got = await service.storage.getBucket(id);
    expect(got.data).toMatchObject({
      id,
      name: id,
      public: false,
      file_size_limit: 1_000_000,
      allowed_mime_types: ['image/*'],
    });
    expect(got.data?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const updated = await service.storage.updateBucket(id, { public: true });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    expect((await service.storage.getBucket(id)).data).toMatchObject({ public: true, file_size_limit: 1_000_000 });
    await service.storage.updateBucket(id, { public: true, fileSizeLimit: 2048, allowedMimeTypes: ['image/png'] });
    expect((await service.storage.getBucket(id)).data).toMatchObject({
      file_size_limit: 2048,
      allowed_mime_types: ['image/png'],
    });

    const listed = await service.storage.listBuckets({ search: id, limit: 5 });
    expect(listed.data?.map((b) => b.id)).toEqual([id]);
  });

  it('refuses a duplicate, a bad name, a bad size and a bad type with Storage’s errors', async () => {
    const id = bucketName();
    await service.storage.createBucket(id);
    expect((await service.storage.createBucket(id)).error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect((await service.storage.createBucket('a/b')).error).toMatchObject({ statusCode: '400' });
    expect(
      (await service.storage.createBucket(bucketName(), { public: false, fileSizeLimit: '12 parsecs' })).error,
    ).toMatchObject({
      statusCode: '400',
      message: 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    });
    expect(
      (await service.storage.createBucket(bucketName(), { public: false, allowedMimeTypes: ['not a type'] })).error,
    ).toMatchObject({
      statusCode: '415',
    });
    expect((await service.storage.getBucket('no-such-bucket')).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
  });

  it('holds uploads to the bucket’s size and types', async () => {
    const id = bucketName();
    await service.storage.createBucket(id, { public: false, fileSizeLimit: 1000, allowedMimeTypes: ['image/png'] });
    const big = await service.storage.from(id).upload('big.png', pngOfSize(1001), { contentType: 'image/png' });
    expect(big.error).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    const gif = await service.storage.from(id).upload('a.gif', images['image/gif'], { contentType: 'image/gif' });
    expect(gif.error).toMatchObject({ statusCode: '415', message: 'mime type image/gif is not supported' });
    expect((await service.storage.from(id).upload('ok.png', png, { contentType: 'image/png' })).error).toBeNull();
  });

  it('empties a bucket (bytes too), then deletes it; a full bucket is not deleted', async () => {
    const id = bucketName();
    await service.storage.createBucket(id);
    const { data } = await service.storage.from(id).upload('a/one.png', png, { contentType: 'image/png' });
    await service.storage.from(id).upload('two.png', png, { contentType: 'image/png' });
    const { rows } = await app.deps.db.query<{ v: string }>(
      `select metadata ->> 'version' as v from storage.objects where id = $1`,
      [data!.id],
    );
    const stored = { bucket: id, key: 'a/one.png', version: rows[0]!.v };
    expect(await app.deps.store.stat(stored)).toBeDefined();

    expect((await service.storage.deleteBucket(id)).error).toMatchObject({
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    });
    expect(await service.storage.emptyBucket(id)).toEqual({
      data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
      error: null,
    });
    expect((await service.storage.from(id).list()).data).toEqual([]);
    expect(await app.deps.store.stat(stored)).toBeUndefined();
    expect(await service.storage.deleteBucket(id)).toEqual({ data: { message: 'Successfully deleted' }, error: null });
    expect((await service.storage.getBucket(id)).error).toMatchObject({ statusCode: '404' });
  });

  it('lets other callers change buckets only as a policy allows', async () => {
    const sb = clientAs(app, user.accessToken);
    expect((await sb.storage.createBucket(bucketName())).error).toMatchObject({ status: 400, statusCode: '403' });
    expect((await app.client().storage.createBucket(bucketName())).error).toMatchObject({ statusCode: '403' });
    expect((await sb.storage.updateBucket('images', { public: false })).error).toMatchObject({ statusCode: '404' });
    expect((await sb.storage.deleteBucket('images')).error).toMatchObject({ statusCode: '404' });
    expect((await service.storage.getBucket('images')).data?.public).toBe(true);

    await app.deps.db.query(
      `create policy test_users_make_buckets on storage.buckets for insert to authenticated
       with check (owner = auth.uid() and name like 'mine-%')`,
    );
    const mine = bucketName('mine');
    expect((await sb.storage.createBucket(mine)).error).toBeNull();
    expect((await service.storage.getBucket(mine)).data).toMatchObject({ owner: user.id, public: false });
    expect((await sb.storage.createBucket(bucketName('theirs'))).error).toMatchObject({ statusCode: '403' });
  });
});
