/**
 * Two production server processes on one PostgreSQL database and one S3 bucket behave as one
 * site: started together they migrate once, a session made on one refreshes on the other, an
 * upload through one is served (and removed) through the other, and rate limits count across
 * both. Requests alternate between them. Runs with TEST_DATABASE_URL (as CI does).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinPublishableKey } from '../../config/public-env.ts';
import { readMigrations } from '../../server/db/migrate.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { png } from '../contract/storage-fixtures.ts';
import { startServerProcess, type ServerProcess } from '../setup/server-process.ts';
import { createPgDatabaseUrl } from '../setup/test-db.ts';
import { s3Env } from '../setup/test-s3.ts';
import { consented } from '../factories/consent.ts';

const client = (server: ServerProcess): SupabaseClient =>
  createClient(server.url, builtinPublishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

describe.skipIf(!process.env.TEST_DATABASE_URL)('many instances, one site (PostgreSQL and S3)', () => {
  let database: Awaited<ReturnType<typeof createPgDatabaseUrl>>;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createPgDatabaseUrl();
    const env = {
      DATABASE_URL: database.url,
      AUTH_AUTOCONFIRM: 'true',
      LOG_LEVEL: 'info',
      // A per-address ceiling the shared-limit test reaches (the default is sized for a school).
      CONTACT_RATE_PER_ADDRESS_PER_10MIN: '5',
      ...(await s3Env()),
    };
    // Started at the same moment on an empty database: the migrations' advisory lock decides.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('migrates once and both are ready', async () => {
    const logs = [a.output(), b.output()];
    expect(logs.filter((l) => l.includes('"msg":"database migrated"'))).toHaveLength(1);
    expect(logs.filter((l) => l.includes('"msg":"database up to date"'))).toHaveLength(1);
    const db = await openPostgres(database.url, { max: 1, applicationName: 'test' });
    try {
      const { rows } = await db.query<{ n: string }>(
        'select count(*)::text as n from supabase_migrations.schema_migrations',
      );
      expect(Number(rows[0]!.n)).toBe((await readMigrations()).length);
    } finally {
      await db.close();
    }
    for (const server of [a, b]) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('refreshes on one a session made on the other, and back', async () => {
    const email = `many-${Date.now()}@example.test`;
    expect((await client(a).auth.signUp({ email, password: 'shared secret 1' })).error).toBeNull();
    const onB = await client(b).auth.signInWithPassword({ email, password: 'shared secret 1' });
    expect(onB.error).toBeNull();
    let refresh = onB.data.session!.refresh_token;
    for (const server of [a, b, a]) {
      const res = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: builtinPublishableKey, 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: refresh }),
      });
      expect(res.status).toBe(200);
      const session = (await res.json()) as { access_token: string; refresh_token: string };
      refresh = session.refresh_token;
      const other = server === a ? b : a;
      const user = await fetch(`${other.url}/auth/v1/user`, {
        headers: { apikey: builtinPublishableKey, authorization: `Bearer ${session.access_token}` },
      });
      expect(user.status).toBe(200);
    }
  });

  it('serves through one what was uploaded through the other, and removes it everywhere', async () => {
    const email = `uploader-${Date.now()}@example.test`;
    const sbA = client(a);
    expect((await sbA.auth.signUp({ email, password: 'shared secret 2' })).error).toBeNull();
    const key = `blog-images/shared-${Date.now()}.png`;
    expect((await sbA.storage.from('images').upload(key, png, { contentType: 'image/png' })).error).toBeNull();
    const path = new URL(sbA.storage.from('images').getPublicUrl(key).data.publicUrl).pathname;
    const fromB = await fetch(`${b.url}${path}`);
    expect(fromB.status).toBe(200);
    expect(new Uint8Array(await fromB.arrayBuffer())).toEqual(png);
    const sbB = client(b);
    expect((await sbB.auth.signInWithPassword({ email, password: 'shared secret 2' })).error).toBeNull();
    expect((await sbB.storage.from('images').remove([key])).error).toBeNull();
    expect((await fetch(`${a.url}${path}`)).status).toBe(400); // Storage's NoSuchKey envelope
  });

  it('counts rate limits across both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const server = i % 2 ? b : a;
      const { status } = await client(server)
        .from('contact_messages')
        .insert(consented({ kind: 'contact', name: `Lead ${i}`, email: `lead${i}@example.test`, message: 'Hello' }));
      statuses.push(status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
