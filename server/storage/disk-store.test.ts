/**
 * What only the disk store does: its files and folders. The behaviour both stores share is in
 * store.test.ts.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskStore, sweepTmp, type DiskStore } from './disk-store.ts';

const v1 = '11111111-1111-4111-8111-111111111111';

async function* from(...parts: string[]) {
  for (const p of parts) yield new TextEncoder().encode(p);
}

async function* failing() {
  yield new TextEncoder().encode('partial');
  throw new Error('client went away');
}

describe('disk store', () => {
  let dir: string;
  let store: DiskStore;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'disk-store-'));
    store = createDiskStore(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes owner-only files in the documented layout', async () => {
    const loc = { bucket: 'images', key: 'blog-images/x.png', version: v1 };
    await store.put(loc, from('bytes'));
    const file = path.join(dir, 'objects', 'images', 'blog-images', 'x.png', `~${v1}`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('leaves no tmp file when the body fails, and prunes empty folders on delete', async () => {
    const loc = { bucket: 'images', key: 'blog-images/x.png', version: v1 };
    await expect(store.put(loc, failing())).rejects.toThrow('client went away');
    expect(await readdir(path.join(dir, 'tmp'))).toEqual([]);

    await store.put(loc, from('bytes'));
    await store.delete(loc);
    await store.delete(loc);
    expect(await store.stat(loc)).toBeUndefined();
    expect(await readdir(path.join(dir, 'objects', 'images'))).toEqual([]);
  });

  it('sweeps only stale leftovers from tmp', async () => {
    await mkdir(path.join(dir, 'tmp'), { recursive: true });
    await writeFile(path.join(dir, 'tmp', 'old.part'), 'x');
    await writeFile(path.join(dir, 'tmp', 'live.part'), 'x');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(dir, 'tmp', 'old.part'), old, old);
    expect(await sweepTmp(store.root)).toBe(1);
    expect(await readdir(path.join(dir, 'tmp'))).toEqual(['live.part']);
  });
});
