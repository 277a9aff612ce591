/**
 * Signed URLs through supabase-js as Supabase Storage has them: signed uploads
 * (`createSignedUploadUrl` / `uploadToSignedUrl`), batch signed URLs (`createSignedUrls`),
 * transformations in a signed URL (`createSignedUrl(path, expiresIn, { transform })`), and
 * `listV2` with folders and cursors.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { clientAs, createUser, serviceRoleToken, type TestUser } from '../factories/users.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';
import { dbKinds } from '../setup/test-db.ts';
import { blogKey, disguised, images, png } from './storage-fixtures.ts';

describe.each(dbKinds())('storage signed URLs and list-v2 (%s)', (kind) => {
  let owner: TestUser;
  let sb: SupabaseClient;
  let service: SupabaseClient;
  const app = useTestApp(kind, { RATE_LIMITS: 'false' });
  beforeAll(async () => {
    owner = await createUser(app.deps);
    sb = clientAs(app, owner.accessToken);
    service = clientAs(app, await serviceRoleToken(app.deps));
  });

  it('lets anyone holding a signed upload URL upload once, for the signer', async () => {
    const key = blogKey();
    const { data, error } = await sb.storage.from('images').createSignedUploadUrl(key);
    expect(error).toBeNull();
    expect(data?.signedUrl).toContain(`${testSiteUrl}/storage/v1/object/upload/sign/images/${key}?token=`);
    const visitor = app.client().storage.from('images');
    const up = await visitor.uploadToSignedUrl(key, data!.token, png, { contentType: 'image/png' });
    expect(up).toMatchObject({ data: { path: key, fullPath: `images/${key}` }, error: null });
    const { rows } = await app.deps.db.query(
      `select owner from storage.objects where bucket_id = 'images' and name = $1`,
      [key],
    );
    expect(rows[0]).toEqual({ owner: owner.id });
    expect((await visitor.uploadToSignedUrl(key, data!.token, png)).error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect((await visitor.uploadToSignedUrl(blogKey(), data!.token, png)).error).toMatchObject({
      statusCode: '400',
      message: 'Invalid signature',
    });
  });

  it('checks a signed upload like any upload, and signs only what the caller may write', async () => {
    const key = blogKey();
    const { data } = await sb.storage.from('images').createSignedUploadUrl(key);
    const text = await app.client().storage.from('images').uploadToSignedUrl(key, data!.token, disguised['text/html']);
    expect(text.error).toMatchObject({ statusCode: '415' });
    expect((await sb.storage.from('images').createSignedUploadUrl('elsewhere/a.png')).error).toMatchObject({
      statusCode: '403',
    });
    expect((await app.client().storage.from('images').createSignedUploadUrl(blogKey())).error).toMatchObject({
      statusCode: '403',
    });
  });

  it('signs many paths at once, with an error for each it cannot', async () => {
    const a = blogKey();
    const b = blogKey('gif');
    await sb.storage.from('images').upload(a, png, { contentType: 'image/png' });
    await sb.storage.from('images').upload(b, images['image/gif'], { contentType: 'image/gif' });
    const { data, error } = await sb.storage.from('images').createSignedUrls([a, 'blog-images/missing.png', b], 60);
    expect(error).toBeNull();
    expect(data?.map((d) => [d.path, d.error])).toEqual([
      [a, null],
      ['blog-images/missing.png', 'Either the object does not exist or you do not have access to it'],
      [b, null],
    ]);
    const got = await app.fetch(data![2]!.signedUrl!);
    expect(got.status).toBe(200);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(images['image/gif']);
    // A download token is no upload token.
    const token = new URL(data![0]!.signedUrl!).searchParams.get('token')!;
    expect((await app.client().storage.from('images').uploadToSignedUrl(a, token, png)).error).toMatchObject({
      statusCode: '400',
      message: 'Token is not scoped for upload',
    });
  });

  it('renders a signed URL made with a transformation, whatever the query says', async () => {
    const key = blogKey();
    const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    await sb.storage.from('images').upload(key, new Uint8Array(picture), { contentType: 'image/png' });
    const { data, error } = await sb.storage
      .from('images')
      .createSignedUrl(key, 60, { transform: { width: 100, height: 100, quality: 60 } });
    expect(error).toBeNull();
    expect(data?.signedUrl).toContain('/storage/v1/render/image/sign/images/');
    const res = await app.fetch(`${data!.signedUrl}&width=300`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-transformations')).toBe('height:100,width:100,resizing_type:fill,quality:60');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    // 100 rounds up to the next rendition size (server/storage/transform.ts): 108.
    expect([meta.width, meta.height]).toEqual([108, 108]);
    const bad = await sb.storage.from('images').createSignedUrl(key, 60, { transform: { quality: 5 } });
    expect(bad.error).toMatchObject({ statusCode: '400' });
  });

  it('lists with list-v2: whole keys, folders with a delimiter, pages by cursor', async () => {
    const bucket = `list-${Date.now().toString(36)}`;
    await service.storage.createBucket(bucket);
    for (const key of ['a/1.png', 'a/2.png', 'a/3.png', 'b/x/1.png', 'top.png']) {
      await service.storage.from(bucket).upload(key, png, { contentType: 'image/png' });
    }
    const all = await service.storage.from(bucket).listV2({ prefix: 'a' });
    expect(all.data?.objects.map((o) => o.name)).toEqual(['a/1.png', 'a/2.png', 'a/3.png']);
    const top = await service.storage.from(bucket).listV2({ with_delimiter: true });
    expect(top.data).toMatchObject({
      hasNext: false,
      folders: [
        { name: 'a/', key: 'a' },
        { name: 'b/', key: 'b' },
      ],
      objects: [expect.objectContaining({ name: 'top.png' })],
    });
    const names: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await service.storage
        .from(bucket)
        .listV2({ prefix: 'a/', limit: 2, sortBy: { column: 'name', order: 'desc' }, ...(cursor ? { cursor } : {}) });
      names.push(...page.data!.objects.map((o) => o.name));
      cursor = page.data!.hasNext ? page.data!.nextCursor : undefined;
    } while (cursor);
    expect(names).toEqual(['a/3.png', 'a/2.png', 'a/1.png']);
    expect((await service.storage.from(bucket).listV2({ cursor: 'not-a-cursor' })).error).toMatchObject({
      statusCode: '400',
    });
  });
});
