/**
 * supabase-js `move` and `copy` (POST /object/move, /object/copy), within a bucket and across
 * buckets, on both object stores: the bytes follow, a moved key's old bytes are deleted, and the
 * caller needs read on the source and write on the destination.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientAs, createUser, serviceRoleToken, type TestUser } from '../factories/users.ts';
import { useTestApp } from '../setup/test-app.ts';
import { storageCases, storeEnv } from '../setup/test-s3.ts';
import { blogKey, images, png } from './storage-fixtures.ts';

describe.each(storageCases())('storage move and copy (%s, %s store)', (kind, storeKind) => {
  let service: SupabaseClient;
  let owner: TestUser;
  let other: TestUser;
  const archive = `archive-${Date.now().toString(36)}`;

  const app = useTestApp(kind, async () => ({ ...(await storeEnv(storeKind)), RATE_LIMITS: 'false' }));
  beforeAll(async () => {
    service = clientAs(app, await serviceRoleToken(app.deps));
    owner = await createUser(app.deps);
    other = await createUser(app.deps);
    await service.storage.createBucket(archive);
  });

  const version = async (bucket: string, key: string) =>
    (
      await app.deps.db.query<{ v: string }>(
        `select metadata ->> 'version' as v from storage.objects where bucket_id = $1 and name = $2`,
        [bucket, key],
      )
    ).rows[0]?.v;

  async function bytes(sb: SupabaseClient, bucket: string, key: string) {
    const { data, error } = await sb.storage.from(bucket).download(key);
    return error ? error : new Uint8Array(await data.arrayBuffer());
  }

  it('moves an object within its bucket and to another; the old bytes go', async () => {
    const sb = clientAs(app, owner.accessToken);
    const from = blogKey();
    await sb.storage.from('images').upload(from, png, { contentType: 'image/png' });
    const oldVersion = (await version('images', from))!;
    const to = blogKey();
    const moved = await sb.storage.from('images').move(from, to);
    expect(moved).toMatchObject({ data: { message: 'Successfully moved', Key: to }, error: null });
    expect(await bytes(sb, 'images', to)).toEqual(png);
    expect(await bytes(sb, 'images', from)).toMatchObject({ statusCode: '404' });
    expect(await app.deps.store.stat({ bucket: 'images', key: from, version: oldVersion })).toBeUndefined();

    const across = await service.storage.from('images').move(to, 'covers/moved.png', { destinationBucket: archive });
    expect(across.error).toBeNull();
    expect(await bytes(service, archive, 'covers/moved.png')).toEqual(png);
  });

  it('copies an object, keeping the source, its type and metadata; an existing target is refused', async () => {
    const sb = clientAs(app, owner.accessToken);
    const from = blogKey('gif');
    await sb.storage.from('images').upload(from, images['image/gif'], { metadata: { alt: 'a dot' } });
    const to = blogKey('gif');
    const copied = await sb.storage.from('images').copy(from, to);
    expect(copied).toEqual({ data: { path: `images/${to}` }, error: null });
    expect(await bytes(sb, 'images', from)).toEqual(images['image/gif']);
    expect(await bytes(sb, 'images', to)).toEqual(images['image/gif']);
    expect((await sb.storage.from('images').info(to)).data).toMatchObject({
      contentType: 'image/gif',
      metadata: { alt: 'a dot' },
    });
    expect(await version('images', to)).not.toBe(await version('images', from));
    expect((await sb.storage.from('images').copy(from, to)).error).toMatchObject({ statusCode: '409' });

    const across = await service.storage.from('images').copy(from, 'copies/a.gif', { destinationBucket: archive });
    expect(across).toEqual({ data: { path: `${archive}/copies/a.gif` }, error: null });
  });

  it('needs read on the source and write on the destination', async () => {
    const sb = clientAs(app, owner.accessToken);
    const them = clientAs(app, other.accessToken);
    const from = blogKey();
    await sb.storage.from('images').upload(from, png, { contentType: 'image/png' });
    expect((await them.storage.from('images').move(from, blogKey())).error).toMatchObject({ statusCode: '403' });
    expect((await sb.storage.from('images').move(from, 'elsewhere/x.png')).error).toMatchObject({ statusCode: '403' });
    expect((await sb.storage.from('images').copy(from, 'x.png', { destinationBucket: archive })).error).toMatchObject({
      statusCode: '403',
    });
    expect((await sb.storage.from('images').move('blog-images/missing.png', blogKey())).error).toMatchObject({
      statusCode: '404',
    });
    expect(await bytes(sb, 'images', from)).toEqual(png);
  });
});
