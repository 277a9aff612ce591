/**
 * /storage/v1 uploads through the real supabase-js client: every accepted image type, multipart
 * and raw bodies, x-upsert, update, and the refusals (size, type, key, bucket, auth).
 */
import { describe, expect, it } from 'vitest';
import { clientAs, serviceRoleToken, signAccessToken } from '../factories/users.ts';
import { testSiteUrl } from '../setup/test-app.ts';
import { storageCases } from '../setup/test-s3.ts';
import { useStorageOwner } from './storage-owner.ts';
import { blogKey, disguised, images, maxBytes, png, pngOfSize, type ImageMime } from './storage-fixtures.ts';

describe.each(storageCases())('storage uploads (%s, %s store)', (kind, storeKind) => {
  const storage = useStorageOwner(kind, storeKind);
  const { app, bucket } = storage;

  async function publicBytes(key: string) {
    const res = await app.fetch(bucket().getPublicUrl(key).data.publicUrl);
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  }

  it.each(Object.keys(images) as ImageMime[])('accepts a real %s as a Blob (multipart)', async (mime) => {
    const key = blogKey(mime.split('/')[1]);
    const { data, error } = await bucket().upload(key, new Blob([images[mime]], { type: mime }));
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: key, fullPath: `images/${key}` });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);
    const { res, bytes } = await publicBytes(key);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(mime);
    expect(bytes).toEqual(images[mime]);
  });

  it('accepts a File with a name and a raw Uint8Array with a contentType', async () => {
    const fileKey = blogKey('gif');
    const file = new File([images['image/gif']], 'cover.gif', { type: 'image/gif' });
    expect((await bucket().upload(fileKey, file)).error).toBeNull();

    const rawKey = blogKey('webp');
    const raw = await bucket().upload(rawKey, images['image/webp'], { contentType: 'image/webp' });
    expect(raw.error).toBeNull();
    expect((await publicBytes(rawKey)).bytes).toEqual(images['image/webp']);
  });

  it('stores the type found in the bytes, not the declared one', async () => {
    const key = blogKey('jpg');
    const { error } = await bucket().upload(key, png, { contentType: 'image/jpeg' });
    expect(error).toBeNull();
    expect((await publicBytes(key)).res.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a second upload to the same key unless x-upsert is true', async () => {
    const key = blogKey();
    expect((await bucket().upload(key, png, { contentType: 'image/png' })).error).toBeNull();

    const dup = await bucket().upload(key, images['image/gif'], { contentType: 'image/gif', upsert: false });
    expect(dup.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
    expect((await publicBytes(key)).bytes).toEqual(png);

    const up = await bucket().upload(key, images['image/gif'], { contentType: 'image/gif', upsert: true });
    expect(up.error).toBeNull();
    const after = await publicBytes(key);
    expect(after.bytes).toEqual(images['image/gif']);
    expect(after.res.headers.get('content-type')).toBe('image/gif');
  });

  it('replaces an object with update() and answers NoSuchKey for a missing one', async () => {
    const key = blogKey();
    const first = await bucket().upload(key, png, { contentType: 'image/png' });
    const updated = await bucket().update(key, new Blob([images['image/jpeg']]));
    expect(updated.error).toBeNull();
    expect(updated.data?.id).toBe(first.data?.id);
    expect((await publicBytes(key)).bytes).toEqual(images['image/jpeg']);

    const missing = await bucket().update(blogKey(), png, { contentType: 'image/png' });
    expect(missing.error).toMatchObject({ status: 400, statusCode: '404' });
  });

  it('replays the cache policy given at upload', async () => {
    const key = blogKey();
    await bucket().upload(key, new Blob([png], { type: 'image/png' }), { cacheControl: '60' });
    expect((await publicBytes(key)).res.headers.get('cache-control')).toBe('max-age=60');
    const raw = blogKey();
    await bucket().upload(raw, png, { contentType: 'image/png' });
    expect((await publicBytes(raw)).res.headers.get('cache-control')).toBe('max-age=3600');
  });

  it('refuses 5 MB + 1 byte with statusCode 413 and keeps exactly 5 MB', async () => {
    const over = await bucket().upload(blogKey(), pngOfSize(maxBytes + 1), { contentType: 'image/png' });
    expect(over.error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const overBlob = await bucket().upload(blogKey(), new Blob([pngOfSize(maxBytes + 1)], { type: 'image/png' }));
    expect(overBlob.error).toMatchObject({ status: 400, statusCode: '413' });

    const key = blogKey();
    const exact = await bucket().upload(key, pngOfSize(maxBytes), { contentType: 'image/png' });
    expect(exact.error).toBeNull();
    expect(Number((await publicBytes(key)).res.headers.get('content-length'))).toBe(maxBytes);
  });

  it.each(Object.keys(disguised) as (keyof typeof disguised)[])('refuses %s disguised as a .png (415)', async (t) => {
    const key = blogKey();
    const raw = await bucket().upload(key, disguised[t], { contentType: 'image/png' });
    expect(raw.error).toMatchObject({ status: 400, statusCode: '415', message: `mime type ${t} is not supported` });
    const blob = await bucket().upload(key, new Blob([disguised[t]], { type: 'image/png' }));
    expect(blob.error).toMatchObject({ status: 400, statusCode: '415' });
    expect((await publicBytes(key)).res.status).toBe(400);
  });

  it('refuses an empty file and a multipart body without a file', async () => {
    const empty = await bucket().upload(blogKey(), new Uint8Array(0), { contentType: 'image/png' });
    expect(empty.error).toMatchObject({ status: 400, statusCode: '400', message: 'No content provided' });
    const form = new FormData();
    form.append('cacheControl', '3600');
    const noFile = await bucket().upload(blogKey(), form);
    expect(noFile.error).toMatchObject({ status: 400, statusCode: '400', message: 'No content provided' });
  });

  it.each([
    '../x',
    'a/../../b',
    '%2e%2e/x',
    'blog-images/%2e%2e%2fescape.png',
    'blog-images/a%5Cb.png',
    'blog-images/<x>.png',
  ])('refuses the key %s with InvalidKey', async (key) => {
    const { error } = await bucket().upload(key, png, { contentType: 'image/png', upsert: true });
    expect(error).toMatchObject({ status: 400, statusCode: '400' });
    expect((error as unknown as { message: string }).message).toMatch(/^Invalid key/);
  });

  it('decodes %20 in keys', async () => {
    const key = `blog-images/my cover ${Date.now()}.png`;
    expect((await bucket().upload(key, png, { contentType: 'image/png' })).error).toBeNull();
    const url = bucket().getPublicUrl(key).data.publicUrl;
    expect(url).toContain('%20');
    expect((await app.fetch(url)).status).toBe(200);
  });

  it('answers NoSuchBucket for an unknown bucket', async () => {
    const { error } = await storage.sb.storage
      .from('nope')
      .upload('blog-images/x.png', png, { contentType: 'image/png' });
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });

  it('denies anonymous uploads, folders outside the policy, and expired or forged tokens (403)', async () => {
    const anon = await app.client().storage.from('images').upload(blogKey(), png, { contentType: 'image/png' });
    expect(anon.error).toMatchObject({ status: 400, statusCode: '403' });

    const outside = await bucket().upload(`elsewhere/${Date.now()}.png`, png, { contentType: 'image/png' });
    expect(outside.error).toMatchObject({ status: 400, statusCode: '403' });

    const expired = await signAccessToken(app.deps, { sub: storage.owner.id }, { expiresIn: -60 });
    const late = await clientAs(app, expired)
      .storage.from('images')
      .upload(blogKey(), png, { contentType: 'image/png' });
    expect(late.error).toMatchObject({ status: 400, statusCode: '403' });

    const forged = `${storage.owner.accessToken.slice(0, -4)}AAAA`;
    const bad = await clientAs(app, forged).storage.from('images').upload(blogKey(), png, { contentType: 'image/png' });
    expect(bad.error).toMatchObject({ status: 400, statusCode: '403' });
  });

  it('lets the service role upload anywhere in the bucket', async () => {
    const admin = clientAs(app, await serviceRoleToken(app.deps));
    const { error } = await admin.storage
      .from('images')
      .upload(`site/${Date.now()}.png`, png, { contentType: 'image/png' });
    expect(error).toBeNull();
  });

  it('keeps user metadata and refuses malformed metadata', async () => {
    const key = blogKey();
    const ok = await bucket().upload(key, png, { contentType: 'image/png', metadata: { alt: 'A red dot' } });
    expect(ok.error).toBeNull();
    const info = await bucket().info(key);
    expect(info.data).toMatchObject({ contentType: 'image/png', size: png.length, metadata: { alt: 'A red dot' } });

    const res = await app.fetch(`${testSiteUrl}/storage/v1/object/images/${blogKey()}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${storage.owner.accessToken}`,
        'content-type': 'image/png',
        'x-metadata': 'bm90IGpzb24=',
      },
      body: png,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '400', message: 'Metadata must be a JSON object' });
  });
});
