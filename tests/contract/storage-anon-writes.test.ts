/**
 * Anonymous writes where a storage policy allows them (issue 31): `anon` has Supabase's grants on
 * storage.objects, so row-level security alone decides; this site's own buckets stay closed to
 * anon, and anonymous uploads count per address against QUOTA_UPLOADS_PER_HOUR.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAs, serviceRoleToken } from '../factories/users.ts';
import { useTestApp } from '../setup/test-app.ts';
import { dbKinds } from '../setup/test-db.ts';
import { blogKey, png } from './storage-fixtures.ts';

describe.each(dbKinds())('storage anonymous writes (%s)', (kind) => {
  const app = useTestApp(kind, { QUOTA_UPLOADS_PER_HOUR: '3' });
  beforeAll(async () => {
    const service = clientAs(app, await serviceRoleToken(app.deps));
    await service.storage.createBucket('dropbox');
    await app.deps.db.query(
      `create policy test_anon_drop on storage.objects for insert to anon
       with check (bucket_id = 'dropbox' and (storage.foldername(name))[1] = 'incoming')`,
    );
  });

  it('accepts an anonymous upload a policy allows, and only that', async () => {
    const anon = app.client().storage;
    const ok = await anon.from('dropbox').upload('incoming/a.png', png, { contentType: 'image/png' });
    expect(ok.error).toBeNull();
    const { rows } = await app.deps.db.query(
      `select owner from storage.objects where bucket_id = 'dropbox' and name = $1`,
      ['incoming/a.png'],
    );
    expect(rows).toEqual([{ owner: null }]);
    expect(
      (await anon.from('dropbox').upload('elsewhere/a.png', png, { contentType: 'image/png' })).error,
    ).toMatchObject({
      status: 400,
      statusCode: '403',
    });
    expect((await anon.from('images').upload(blogKey(), png, { contentType: 'image/png' })).error).toMatchObject({
      statusCode: '403',
    });
    expect((await anon.from('dropbox').remove(['incoming/a.png'])).data).toEqual([]);
  });

  it('counts anonymous uploads per address: a real 429 past the hourly quota', async () => {
    const anon = app.client().storage.from('dropbox');
    const results = [];
    for (let i = 0; i < 3; i++)
      results.push((await anon.upload(`incoming/q${i}.png`, png, { contentType: 'image/png' })).error);
    const over = results.find((e) => e !== null);
    expect(over).toMatchObject({ status: 429, statusCode: '429' });
  });
});
