/**
 * The authorization matrix for the `images` bucket: anonymous, the owner of an object and
 * another signed-in user, each operation supabase-js offers, allowed or denied. Every case
 * starts from a fresh object uploaded by the owner and checks the outcome on the server, not
 * only the answer (a denied overwrite or delete leaves the owner's bytes in place).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientAs, createUser } from '../factories/users.ts';
import { useTestApp } from '../setup/test-app.ts';
import { storageCases, storeEnv } from '../setup/test-s3.ts';
import { blogKey, images, png } from './storage-fixtures.ts';

type Who = 'anon' | 'owner' | 'other';
type Op = 'upload new' | 'upsert over' | 'update' | 'public read' | 'download' | 'list' | 'remove';

const matrix: Record<Op, Record<Who, boolean>> = {
  'upload new': { anon: false, owner: true, other: true },
  'upsert over': { anon: false, owner: true, other: false },
  update: { anon: false, owner: true, other: false },
  'public read': { anon: true, owner: true, other: true },
  download: { anon: true, owner: true, other: true },
  list: { anon: true, owner: true, other: true },
  remove: { anon: false, owner: true, other: false },
};

const cases = (Object.keys(matrix) as Op[]).flatMap((op) =>
  (Object.keys(matrix[op]) as Who[]).map((who) => ({ op, who, allowed: matrix[op][who] })),
);

describe.each(storageCases())('storage authorization matrix, bucket images (%s, %s store)', (kind, storeKind) => {
  const clients = {} as Record<Who, SupabaseClient>;

  const app = useTestApp(kind, async () => ({ ...(await storeEnv(storeKind)), RATE_LIMITS: 'false' }));
  beforeAll(async () => {
    clients.anon = app.client();
    clients.owner = clientAs(app, (await createUser(app.deps)).accessToken);
    clients.other = clientAs(app, (await createUser(app.deps)).accessToken);
  });

  /** Runs `op` as `who` on a fresh object of the owner; answers whether it was allowed. */
  async function attempt(op: Op, who: Who, key: string): Promise<boolean> {
    const s = clients[who].storage.from('images');
    const gif = { contentType: 'image/gif' };
    switch (op) {
      case 'upload new':
        return !(await s.upload(blogKey(), images['image/gif'], gif)).error;
      case 'upsert over':
        return !(await s.upload(key, images['image/gif'], { ...gif, upsert: true })).error;
      case 'update':
        return !(await s.update(key, images['image/gif'], gif)).error;
      case 'public read':
        return (await app.fetch(s.getPublicUrl(key).data.publicUrl)).status === 200;
      case 'download':
        return !(await s.download(key)).error;
      case 'list': {
        const { data, error } = await s.list('blog-images', { search: key.slice('blog-images/'.length) });
        return !error && data.length === 1;
      }
      case 'remove': {
        const { data, error } = await s.remove([key]);
        return !error && data.length === 1;
      }
    }
  }

  async function storedBytes(key: string): Promise<Uint8Array | undefined> {
    const res = await app.fetch(clients.anon.storage.from('images').getPublicUrl(key).data.publicUrl);
    return res.status === 200 ? new Uint8Array(await res.arrayBuffer()) : undefined;
  }

  it.each(cases)('$who: $op → allowed $allowed', async ({ op, who, allowed }) => {
    const key = blogKey();
    const { error } = await clients.owner.storage.from('images').upload(key, png, { contentType: 'image/png' });
    expect(error).toBeNull();

    expect(await attempt(op, who, key)).toBe(allowed);

    const after = await storedBytes(key);
    if (op === 'remove') expect(after).toEqual(allowed ? undefined : png);
    else if (op === 'upsert over' || op === 'update') expect(after).toEqual(allowed ? images['image/gif'] : png);
    else expect(after).toEqual(png);
  });

  it('answers a denied write with statusCode 403 in Storage’s envelope', async () => {
    const key = blogKey();
    await clients.owner.storage.from('images').upload(key, png, { contentType: 'image/png' });
    const anon = await clients.anon.storage.from('images').upload(blogKey(), png, { contentType: 'image/png' });
    expect(anon.error).toMatchObject({ status: 400, statusCode: '403' });
    const other = await clients.other.storage
      .from('images')
      .upload(key, png, { contentType: 'image/png', upsert: true });
    expect(other.error).toMatchObject({ status: 400, statusCode: '403' });
    const dup = await clients.other.storage.from('images').upload(key, png, { contentType: 'image/png' });
    expect(dup.error).toMatchObject({ status: 400, statusCode: '409' });
    // As Supabase: a delete that no policy allows removes nothing and lists nothing.
    const anonRemove = await clients.anon.storage.from('images').remove([key]);
    expect(anonRemove).toMatchObject({ data: [], error: null });
    expect(await storedBytes(key)).toEqual(png);
  });
});
