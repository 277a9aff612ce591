/**
 * The ObjectStore contract, run against both backends: the disk store and an S3 bucket on a real
 * S3-compatible server (tests/setup/s3-server.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeEnv, storeKinds } from '../../tests/setup/test-s3.ts';
import { loadEnv } from '../lib/env.ts';
import { openObjectStore } from './open-store.ts';
import { locationOf, storagePath, type ObjectLocation, type ObjectStore } from './store.ts';

const v1 = '11111111-1111-4111-8111-111111111111';
const v2 = '22222222-2222-4222-8222-222222222222';

async function* from(...parts: (string | Uint8Array)[]) {
  for (const p of parts) yield typeof p === 'string' ? new TextEncoder().encode(p) : p;
}

async function* failing(afterBytes: number) {
  yield new Uint8Array(afterBytes).fill(7);
  throw new Error('client went away');
}

describe.each(storeKinds())('object store contract (%s)', (kind) => {
  let dir: string;
  let store: ObjectStore;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'store-contract-'));
    store = openObjectStore(loadEnv({ DATA_DIR: dir, ...(await storeEnv(kind)) }));
    await store.prepare();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const bytesOf = async (loc: ObjectLocation) => {
    const got = await store.get(loc);
    return got && { size: got.size, bytes: new Uint8Array(await new Response(got.body).arrayBuffer()) };
  };

  it('starts empty, keeps versions of a key apart, and `a` beside `a/b`', async () => {
    expect(await store.isEmpty()).toBe(true);
    await store.put({ bucket: 'images', key: 'a', version: v1 }, from('one'));
    await store.put({ bucket: 'images', key: 'a', version: v2 }, from('two', '!'));
    await store.put({ bucket: 'images', key: 'a/b c.png', version: v1 }, from('nested'));
    expect(await store.isEmpty()).toBe(false);
    const two = await bytesOf({ bucket: 'images', key: 'a', version: v2 });
    expect(two?.size).toBe(4);
    expect(new TextDecoder().decode(two?.bytes)).toBe('two!');
    expect(new TextDecoder().decode((await bytesOf({ bucket: 'images', key: 'a/b c.png', version: v1 }))?.bytes)).toBe(
      'nested',
    );
    expect(await store.stat({ bucket: 'images', key: 'a', version: v1 })).toEqual({ size: 3 });
    expect(await store.stat({ bucket: 'images', key: 'nope', version: v1 })).toBeUndefined();
    expect(await store.get({ bucket: 'images', key: 'nope', version: v1 })).toBeUndefined();
  });

  it('stores bodies larger than one S3 part byte for byte (multipart)', async () => {
    const loc = { bucket: 'cv', key: 'applicant/cv.pdf', version: v1 };
    const chunk = new Uint8Array(1024 * 1024);
    const parts = Array.from({ length: 11 }, (_, i) => chunk.map((_, j) => (i * 31 + j) % 251));
    expect(await store.put(loc, from(...parts, 'end'))).toEqual({ size: 11 * chunk.length + 3 });
    const got = await bytesOf(loc);
    expect(got?.size).toBe(11 * chunk.length + 3);
    expect(got?.bytes.subarray(5 * chunk.length, 5 * chunk.length + 4)).toEqual(parts[5]!.subarray(0, 4));
    expect(new TextDecoder().decode(got?.bytes.subarray(-3))).toBe('end');
  });

  it('leaves nothing behind when the body fails, small or past a part, and rethrows its error', async () => {
    for (const size of [10, 6 * 1024 * 1024]) {
      const loc = { bucket: 'images', key: `failed-${size}`, version: v1 };
      await expect(store.put(loc, failing(size))).rejects.toThrow('client went away');
      expect(await store.stat(loc)).toBeUndefined();
    }
  });

  it('keeps renditions beside a version and deletes them with it, idempotently', async () => {
    const original = { bucket: 'images', key: 'blog-images/r.png', version: v1 };
    const small = { ...original, variant: 'w200-webp' };
    await store.put(original, from('original'));
    await store.put(small, from('small'));
    await store.put({ ...original, version: v2 }, from('next'));
    expect((await bytesOf(small))?.size).toBe(5);
    await store.put({ ...original, variant: 'w400-avif' }, from('larger'));
    expect((await store.variants(original, 10)).sort()).toEqual(['w200-webp', 'w400-avif']);
    expect(await store.variants(original, 1)).toHaveLength(1);
    expect(await store.variants({ ...original, version: v2 }, 10)).toEqual([]);
    await store.delete({ ...original, variant: 'w400-avif' });
    await store.delete(small);
    expect(await store.stat(small)).toBeUndefined();
    await store.put(small, from('small'));
    await store.delete(original);
    await store.delete(original);
    expect(await store.stat(original)).toBeUndefined();
    expect(await store.stat(small)).toBeUndefined();
    expect(await store.stat({ ...original, version: v2 })).toEqual({ size: 4 });
  });

  it('refuses unsafe locations before any I/O', async () => {
    for (const loc of [
      { bucket: 'images', key: '../../etc/passwd', version: v1 },
      { bucket: '..', key: 'x', version: v1 },
      { bucket: 'images', key: 'x', version: '../../x' },
      { bucket: 'images', key: 'x', version: v1, variant: '../y' },
    ]) {
      await expect(store.put(loc, from('x'))).rejects.toThrow(/unsafe/);
      await expect(store.get(loc)).rejects.toThrow(/unsafe/);
    }
  });

  it('clears everything', async () => {
    expect(await store.isEmpty()).toBe(false);
    await store.clear();
    expect(await store.isEmpty()).toBe(true);
  });
});

describe('storage paths', () => {
  it('round-trip through locationOf and refuse what names no object', () => {
    const loc = { bucket: 'images', key: 'blog-images/a b.png', version: v1, variant: 'w400' };
    expect(storagePath(loc)).toBe(`objects/images/blog-images/a b.png/~${v1}.w400`);
    expect(locationOf(storagePath(loc))).toEqual(loc);
    expect(locationOf(`objects/images/x/~${v1}`)).toEqual({ bucket: 'images', key: 'x', version: v1 });
    expect(locationOf(`objects/images/../x/~${v1}`)).toBeUndefined();
    expect(locationOf('db/public.profiles/000001.jsonl')).toBeUndefined();
  });
});
