/**
 * Reading objects back through supabase-js and the public URL it builds: headers of the public
 * GET (type, caching, ETag/304, nosniff, sandbox CSP), HEAD, authenticated download, info,
 * exists, list, remove, private buckets, buckets.
 */
import { describe, expect, it } from 'vitest';
import { clientAs, serviceRoleToken } from '../factories/users.ts';
import { testSiteUrl } from '../setup/test-app.ts';
import { storageCases } from '../setup/test-s3.ts';
import { useStorageOwner } from './storage-owner.ts';
import { blogKey, images, png } from './storage-fixtures.ts';

describe.each(storageCases())('storage reads (%s, %s store)', (kind, storeKind) => {
  const storage = useStorageOwner(kind, storeKind);
  const { app, bucket } = storage;
  async function uploaded(bytes: Uint8Array = png, key = blogKey()) {
    const { error } = await bucket().upload(key, bytes, { contentType: 'image/png' });
    expect(error).toBeNull();
    return key;
  }

  it('builds the public URL Storage uses and serves it without auth, with safe headers', async () => {
    const key = await uploaded();
    const url = bucket().getPublicUrl(key).data.publicUrl;
    expect(url).toBe(`${testSiteUrl}/storage/v1/object/public/images/${key}`);
    const res = await app.fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe(String(png.length));
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'; sandbox/);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('last-modified')).toMatch(/GMT$/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);

    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await app.fetch(url, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const head = await app.fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(png.length));
    expect(head.headers.get('content-type')).toBe('image/png');
  });

  it('offers a download with ?download', async () => {
    const key = await uploaded();
    const res = await app.fetch(bucket().getPublicUrl(key, { download: 'cover.png' }).data.publicUrl);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="cover.png"; filename*=UTF-8''cover.png`);
  });

  it('answers NoSuchKey and NoSuchBucket on the public route in Storage’s envelope', async () => {
    const missing = await app.fetch(bucket().getPublicUrl(blogKey()).data.publicUrl);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
    const noBucket = await app.fetch(storage.sb.storage.from('nope').getPublicUrl('a.png').data.publicUrl);
    expect(await noBucket.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
  });

  it('downloads as the caller, and tells whether an object exists', async () => {
    const key = await uploaded(images['image/gif']);
    const { data, error } = await bucket().download(key);
    expect(error).toBeNull();
    expect(new Uint8Array(await (data as Blob).arrayBuffer())).toEqual(images['image/gif']);
    expect((data as Blob).type).toBe('image/gif');

    expect((await bucket().exists(key)).data).toBe(true);
    expect((await bucket().exists(blogKey())).data).toBe(false);
    const missing = await bucket().download(blogKey());
    expect(missing.error).toMatchObject({ status: 400 });
  });

  it('lists one folder level, folders first with id null, with search, sort and paging', async () => {
    const dir = `avatars/${storage.owner.id}`;
    for (const name of ['b.png', 'a.png', 'c.png']) await uploaded(png, `${dir}/${name}`);
    await uploaded(png, `${dir}/nested/d.png`);

    const { data, error } = await bucket().list(dir);
    expect(error).toBeNull();
    expect(data?.map((e) => e.name)).toEqual(['nested', 'a.png', 'b.png', 'c.png']);
    expect(data?.[0]).toMatchObject({ name: 'nested', id: null, metadata: null });
    expect(data?.[1]).toMatchObject({ metadata: { mimetype: 'image/png', size: png.length } });
    expect(data?.[1]?.metadata).not.toHaveProperty('version');

    const page = await bucket().list(dir, { limit: 2, offset: 1, sortBy: { column: 'name', order: 'desc' } });
    expect(page.data?.map((e) => e.name)).toEqual(['c.png', 'b.png']);
    const found = await bucket().list(dir, { search: 'B' });
    expect(found.data?.map((e) => e.name)).toEqual(['b.png']);
    const root = await bucket().list();
    expect(root.data?.map((e) => e.name)).toEqual(expect.arrayContaining(['avatars', 'blog-images']));

    const bad = await bucket().list(dir, { sortBy: { column: 'size; drop table x', order: 'asc' } });
    expect(bad.error).toMatchObject({ status: 400, statusCode: '400' });
  });

  it('removes objects and answers the deleted rows; the bytes are gone', async () => {
    const a = await uploaded();
    const b = await uploaded();
    const { data, error } = await bucket().remove([a, b, blogKey()]);
    expect(error).toBeNull();
    expect(data?.map((r) => r.name).sort()).toEqual([a, b].sort());
    expect(data?.[0]).toMatchObject({ bucket_id: 'images', owner: storage.owner.id });
    expect((await app.fetch(bucket().getPublicUrl(a).data.publicUrl)).status).toBe(400);
    expect((await bucket().remove([a])).data).toEqual([]);
  });

  it('keeps private bucket objects away from the public route and other users', async () => {
    await app.deps.db.query(`insert into storage.buckets (id, name, public) values ('private', 'private', false)`);
    const admin = clientAs(app, await serviceRoleToken(app.deps));
    const key = `docs/${Date.now()}.png`;
    expect((await admin.storage.from('private').upload(key, png, { contentType: 'image/png' })).error).toBeNull();

    const pub = await app.fetch(admin.storage.from('private').getPublicUrl(key).data.publicUrl);
    expect(await pub.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
    expect((await storage.sb.storage.from('private').download(key)).error).toMatchObject({ status: 400 });
    expect((await admin.storage.from('private').download(key)).error).toBeNull();

    const buckets = await storage.sb.storage.listBuckets();
    // 'content': the content studio's public images (migration 0230).
    expect(buckets.data?.map((b) => b.id).sort()).toEqual(['content', 'images']);
    const all = await admin.storage.listBuckets();
    // 'applications': job applicants' CVs, private to staff (migration 0070); 'whitepapers': the
    // whitepaper PDFs, sent by signed link only (migration 0230).
    expect(all.data?.map((b) => b.id).sort()).toEqual(['applications', 'content', 'images', 'private', 'whitepapers']);
  });

  it('describes the images bucket', async () => {
    const { data, error } = await app.client().storage.getBucket('images');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: 'images',
      public: true,
      file_size_limit: 5242880,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'],
    });
    expect((await app.client().storage.getBucket('nope')).error).toMatchObject({ status: 400 });
  });

  it('answers unknown routes and bad JSON in the envelope, never a 500', async () => {
    const route = await app.fetch(`${testSiteUrl}/storage/v1/nothing/here`);
    expect(route.status).toBe(404);
    expect(await route.json()).toMatchObject({ statusCode: '404', code: 'NotFound' });
    // Signing an object that is not there: Storage's "Object not found" (HTTP 400, statusCode 404).
    const signed = await bucket().createSignedUrl('blog-images/x.png', 60);
    expect(signed.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });

    const post = (body: string) =>
      app.fetch(`${testSiteUrl}/storage/v1/object/list/images`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${storage.owner.accessToken}` },
        body,
      });
    expect(await (await post('{not json')).json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
    expect(await (await post(`{"prefix":"${'x'.repeat(70_000)}"}`)).json()).toMatchObject({ statusCode: '413' });
    expect(await (await post('{"limit":-1}')).json()).toMatchObject({ statusCode: '400' });
  });
});
