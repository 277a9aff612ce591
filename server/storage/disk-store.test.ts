import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, utimes, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskStore, sweepTmp, type DiskStore } from './disk-store.ts';

const v1 = '11111111-1111-4111-8111-111111111111';
const v2 = '22222222-2222-4222-8222-222222222222';

async function* from(...parts: string[]) {
  for (const p of parts) yield new TextEncoder().encode(p);
}

async function* failing() {
  yield new TextEncoder().encode('partial');
  throw new Error('client went away');
}

const text = async (store: DiskStore, loc: Parameters<DiskStore['get']>[0]) => {
  const got = await store.get(loc);
  return got && new Response(got.body).text();
};

describe('disk store', () => {
  let dir: string;
  let store: DiskStore;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'disk-store-'));
    store = createDiskStore(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps versions of a key apart, and `a` beside `a/b`', async () => {
    await store.put({ bucket: 'images', key: 'a', version: v1 }, from('one'));
    await store.put({ bucket: 'images', key: 'a', version: v2 }, from('two', '!'));
    await store.put({ bucket: 'images', key: 'a/b', version: v1 }, from('nested'));
    expect(await text(store, { bucket: 'images', key: 'a', version: v1 })).toBe('one');
    expect(await text(store, { bucket: 'images', key: 'a', version: v2 })).toBe('two!');
    expect(await text(store, { bucket: 'images', key: 'a/b', version: v1 })).toBe('nested');
    expect(await store.stat({ bucket: 'images', key: 'a', version: v2 })).toEqual({ size: 4 });
  });

  it('leaves nothing behind when the body fails, and deletes idempotently, pruning empty folders', async () => {
    const loc = { bucket: 'images', key: 'blog-images/x.png', version: v1 };
    await expect(store.put(loc, failing())).rejects.toThrow('client went away');
    expect(await store.get(loc)).toBeUndefined();
    expect(await readdir(path.join(dir, 'tmp'))).toEqual([]);

    await store.put(loc, from('bytes'));
    await store.delete(loc);
    await store.delete(loc);
    expect(await store.stat(loc)).toBeUndefined();
    expect(await readdir(path.join(dir, 'objects', 'images'))).toEqual([]);
  });

  it('refuses locations that would leave the bucket directory', async () => {
    for (const loc of [
      { bucket: 'images', key: '../../etc/passwd', version: v1 },
      { bucket: '..', key: 'x', version: v1 },
      { bucket: 'images', key: 'x', version: '../../x' },
    ]) {
      await expect(store.put(loc, from('x'))).rejects.toThrow(/unsafe/);
      await expect(store.get(loc)).rejects.toThrow(/unsafe/);
    }
  });

  it('sweeps only stale leftovers from tmp', async () => {
    await mkdir(path.join(dir, 'tmp'), { recursive: true });
    await writeFile(path.join(dir, 'tmp', 'old.part'), 'x');
    await writeFile(path.join(dir, 'tmp', 'live.part'), 'x');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(dir, 'tmp', 'old.part'), old, old);
    expect(await sweepTmp(store)).toBe(1);
    expect(await readdir(path.join(dir, 'tmp'))).toEqual(['live.part']);
  });
});
