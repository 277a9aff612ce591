/**
 * Image transformations through supabase-js (`getPublicUrl(path, { transform })`, `download(path,
 * { transform })`): the size asked for, the format the Accept header prefers, results cached as
 * renditions in the object store and reused, Storage's parameter checks, the cap on renditions
 * per object; and uploads stored without their EXIF (GPS included), orientation applied first.
 * On both engines and both stores.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientAs, createUser, type TestUser } from '../factories/users.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';
import { storageCases, storeEnv } from '../setup/test-s3.ts';
import { maxVariantsPerVersion } from '../../server/storage/rendition-cache.ts';
import { bodyOf } from '../../server/storage/store.ts';
import { blogKey } from './storage-fixtures.ts';

const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** A 1600×1000 gradient PNG: what a phone-sized cover weighs. */
async function coverPng(width = 1600, height = 1000): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#312e81"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#0f766e"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function bytes(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

describe.each(storageCases())('image transformations (%s, %s store)', (kind, storeKind) => {
  let owner: TestUser;
  let sb: SupabaseClient;
  let cover: Buffer;

  const app = useTestApp(kind, () => storeEnv(storeKind));
  beforeAll(async () => {
    owner = await createUser(app.deps);
    sb = clientAs(app, owner.accessToken);
    cover = await coverPng();
  });

  const bucket = () => sb.storage.from('images');
  async function uploaded(body: Uint8Array, key = blogKey()) {
    const { error } = await bucket().upload(key, body, { contentType: 'image/png', cacheControl: '31536000' });
    expect(error).toBeNull();
    return key;
  }
  async function versionOf(key: string): Promise<string> {
    const { rows } = await app.deps.db.query<{ v: string }>(
      `select metadata->>'version' as v from storage.objects where bucket_id = 'images' and name = $1`,
      [key],
    );
    return rows[0]!.v;
  }

  it('serves the size asked for, in AVIF or WebP as the browser accepts, else in the original format', async () => {
    const key = await uploaded(cover);
    const url = bucket().getPublicUrl(key, { transform: { width: 640, height: 360, resize: 'cover' } }).data.publicUrl;
    expect(url).toBe(`${testSiteUrl}/storage/v1/render/image/public/images/${key}?width=640&height=360&resize=cover`);

    const avif = await app.fetch(url, { headers: { accept: chrome } });
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toBe('Accept');
    expect(avif.headers.get('cache-control')).toBe('max-age=31536000');
    expect(avif.headers.get('x-content-type-options')).toBe('nosniff');
    expect(avif.headers.get('content-security-policy')).toMatch(/^default-src 'none'; sandbox/);
    expect(avif.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const avifBytes = await bytes(avif);
    expect(avif.headers.get('content-length')).toBe(String(avifBytes.length));
    expect(await sharp(avifBytes).metadata()).toMatchObject({ format: 'heif', width: 640, height: 360 });
    expect(avifBytes.length).toBeLessThan(cover.length / 10);

    const webp = await app.fetch(url, { headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(await bytes(webp)).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 });

    const plain = await app.fetch(url, { headers: { accept: '*/*' } });
    expect(plain.headers.get('content-type')).toBe('image/png');
    expect(await sharp(await bytes(plain)).metadata()).toMatchObject({ format: 'png', width: 640, height: 360 });

    const origin = bucket().getPublicUrl(key, { transform: { width: 300, format: 'origin' } }).data.publicUrl;
    const kept = await app.fetch(origin, { headers: { accept: chrome } });
    expect(kept.headers.get('content-type')).toBe('image/png');
    expect(kept.headers.get('vary')).toBeNull();
    // 300 wide rounds up to the next rendition size (transform.ts): 320.
    expect(await sharp(await bytes(kept)).metadata()).toMatchObject({ width: 320, height: 200 });

    const contain = bucket().getPublicUrl(key, { transform: { width: 400, height: 400, resize: 'contain' } });
    const inside = await app.fetch(contain.data.publicUrl, { headers: { accept: 'image/webp' } });
    expect(await sharp(await bytes(inside)).metadata()).toMatchObject({ width: 400, height: 250 });

    const fill = bucket().getPublicUrl(key, { transform: { width: 400, height: 400, resize: 'fill' } });
    const forced = await app.fetch(fill.data.publicUrl, { headers: { accept: 'image/webp' } });
    expect(await sharp(await bytes(forced)).metadata()).toMatchObject({ width: 400, height: 400 });

    // Never enlarged, as Storage's imgproxy does by default.
    const big = bucket().getPublicUrl(key, { transform: { width: 2400 } });
    const notEnlarged = await app.fetch(big.data.publicUrl, { headers: { accept: 'image/webp' } });
    expect(await sharp(await bytes(notEnlarged)).metadata()).toMatchObject({ width: 1600 });
  });

  it('keeps each result in the store beside the original and serves it from there, with its own ETag', async () => {
    const key = await uploaded(cover);
    const url = bucket().getPublicUrl(key, { transform: { width: 480, height: 270 } }).data.publicUrl;
    const first = await app.fetch(url, { headers: { accept: 'image/webp' } });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}-r480x270-cover-q80-webp"$/);
    const version = await versionOf(key);
    const original = { bucket: 'images', key, version };
    expect(await app.deps.store.variants(original, 10)).toEqual(['r480x270-cover-q80-webp']);

    // Replace the stored rendition with a recognisable picture: the next answer must be it.
    const marker = await sharp({ create: { width: 7, height: 5, channels: 3, background: '#ff0000' } })
      .webp()
      .toBuffer();
    await app.deps.store.put({ ...original, variant: 'r480x270-cover-q80-webp' }, bodyOf(marker));
    const again = await app.fetch(url, { headers: { accept: 'image/webp' } });
    expect(await bytes(again)).toEqual(marker);

    const download = await app.fetch(`${url}&download=cover.webp`, { headers: { accept: 'image/webp' } });
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="cover.webp"; filename*=UTF-8''cover.webp`,
    );

    const revalidated = await app.fetch(url, { headers: { accept: 'image/webp', 'if-none-match': etag ?? '' } });
    expect(revalidated.status).toBe(304);

    // Replacing the object deletes its old version's renditions with it.
    const { error } = await bucket().update(key, await coverPng(800, 800), { contentType: 'image/png' });
    expect(error).toBeNull();
    expect(await app.deps.store.variants(original, 10)).toEqual([]);
    const fresh = await app.fetch(url, { headers: { accept: 'image/webp' } });
    expect(await sharp(await bytes(fresh)).metadata()).toMatchObject({ width: 480, height: 270 });
    expect(fresh.headers.get('etag')).not.toBe(etag);
  });

  it("refuses what Storage's schema refuses, clamps sizes to 2500 and caps renditions per object", async () => {
    const key = await uploaded(await coverPng(64, 40));
    const base = `${testSiteUrl}/storage/v1/render/image/public/images/${key}`;
    for (const query of [
      'width=abc',
      'width=-5',
      'height=1.5',
      'quality=10',
      'quality=101',
      'resize=stretch',
      'format=gif',
    ]) {
      const res = await app.fetch(`${base}?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json(), query).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
    }
    const huge = await app.fetch(`${base}?width=100000&height=100000&format=webp`);
    expect(huge.status).toBe(200);
    expect(await sharp(await bytes(huge)).metadata()).toMatchObject({ width: 64, height: 40 });

    const missing = await app.fetch(
      `${testSiteUrl}/storage/v1/render/image/public/images/blog-images/none.png?width=10`,
    );
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });

    // Widths round up to rendition sizes (16, 32, 36, 48, 64 for this 64-pixel picture).
    for (const [width, made] of [
      [1, 16],
      [17, 32],
      [33, 36],
      [40, 48],
      [50, 64],
    ] as const) {
      const res = await app.fetch(`${base}?width=${width}&format=webp`);
      expect((await sharp(await bytes(res)).metadata()).width, String(width)).toBe(made);
    }
    // Past maxVariantsPerVersion (here by quality) a result is served but no longer kept.
    for (let quality = 20; quality < 20 + maxVariantsPerVersion; quality++) {
      const res = await app.fetch(`${base}?width=32&quality=${quality}&format=webp`);
      expect(res.status).toBe(200);
      expect((await sharp(await bytes(res)).metadata()).width).toBe(32);
    }
    const stored = await app.deps.store.variants({ bucket: 'images', key, version: await versionOf(key) }, 1000);
    expect(stored.length).toBe(maxVariantsPerVersion);
  });

  it('transforms for a signed-in download too (render/image/authenticated)', async () => {
    const key = await uploaded(cover);
    const { data, error } = await bucket().download(key, { transform: { width: 200, height: 200 } });
    expect(error).toBeNull();
    const got = Buffer.from(await data!.arrayBuffer());
    expect(await sharp(got).metadata()).toMatchObject({ format: 'png', width: 200, height: 200 });
  });

  it('stores uploads without EXIF or GPS, turned upright first; pictures without metadata byte for byte', async () => {
    // 40×20 pixels, left half red, tagged "rotate 90° clockwise to display" and with a GPS position.
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0000ff' } })
      .composite([
        { input: { create: { width: 20, height: 20, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
      ])
      .withExif({
        IFD0: { Make: 'TestPhone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '26/1 55/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '75/1 49/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 95 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from('TestPhone'))).toBe(true);

    const key = blogKey('jpg');
    const { error } = await bucket().upload(key, photo, { contentType: 'image/jpeg' });
    expect(error).toBeNull();
    const res = await app.fetch(bucket().getPublicUrl(key).data.publicUrl);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const stored = await bytes(res);
    const after = await sharp(stored).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('TestPhone'))).toBe(false);
    // Upright: the red half is now on top.
    const { data: top } = await sharp(stored)
      .extract({ left: 10, top: 5, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    // The row describes the stored bytes.
    const { data: info } = await bucket().info(key);
    expect(info?.size).toBe(stored.length);
    expect(res.headers.get('etag')).toBe(
      `"${(await import('node:crypto')).createHash('md5').update(stored).digest('hex')}"`,
    );

    const clean = await coverPng(30, 20);
    const cleanKey = await uploaded(clean);
    expect(await bytes(await app.fetch(bucket().getPublicUrl(cleanKey).data.publicUrl))).toEqual(clean);
  });
});
