/**
 * The browser's Supabase client (app/lib/browser-supabase.ts: auth-js, postgrest-js and
 * storage-js without supabase-js's Realtime and Functions clients) against the real server, on
 * both engines: it signs in and keeps the session where supabase-js keeps it, its table requests
 * carry the session's token (row-level security shows the user their own profile, and nothing
 * once signed out), and its storage uploads as the user.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createBrowserSupabase } from '../../app/lib/browser-supabase.ts';
import { sessionStorageKey } from '../../app/lib/supabase.ts';
import type { BrowserSupabase } from '../../app/lib/supabase-types.ts';
import { builtinPublishableKey } from '../../server/site/handler.ts';
import { createUser, factoryPassword, type TestUser } from '../factories/users.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';
import { png } from './storage-fixtures.ts';
import { memoryStorage } from '../setup/memory-storage.ts';

describe.each(dbKinds())('browser Supabase client (%s)', (kind) => {
  let user: TestUser;
  let db: BrowserSupabase;
  const stored = new Map<string, string>();
  const key = sessionStorageKey(testSiteUrl);

  const app = useTestApp(kind, { RATE_LIMITS: 'false' });
  beforeAll(async () => {
    user = await createUser(app.deps, { fullName: 'Meera Iyer' });
    db = createBrowserSupabase(testSiteUrl, builtinPublishableKey, key, {
      fetch: app.fetch,
      storage: memoryStorage(stored),
    });
  });

  it('reads as anonymous before signing in', async () => {
    const { data, error } = await db.from('profiles').select('id').eq('id', user.id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('signs in, stores the session under supabase-js’s key, and reads with its token', async () => {
    const { data, error } = await db.auth.signInWithPassword({ email: user.email, password: factoryPassword });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    const session = JSON.parse(stored.get(key) ?? '{}') as { access_token?: string; user?: { id?: string } };
    expect(session.access_token).toBe(data.session?.access_token);
    expect(session.user?.id).toBe(user.id);

    const own = await db.from('profiles').select('id, full_name').eq('id', user.id).single();
    expect(own.error).toBeNull();
    expect(own.data).toEqual({ id: user.id, full_name: 'Meera Iyer' });
  });

  it('uploads to storage as the signed-in user', async () => {
    const bucket = (await db.storage()).from('images');
    const path = `avatars/${user.id}/browser-client.png`;
    const { error } = await bucket.upload(path, new Blob([png], { type: 'image/png' }), { contentType: 'image/png' });
    expect(error).toBeNull();
    const url = bucket.getPublicUrl(path).data.publicUrl;
    expect(url).toBe(`${testSiteUrl}/storage/v1/object/public/images/${path}`);
    const res = await app.fetch(url);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(png));
  });

  it('signs out, forgets the session and reads as anonymous again', async () => {
    const { error } = await db.auth.signOut();
    expect(error).toBeNull();
    expect(stored.has(key)).toBe(false);
    const { data } = await db.from('profiles').select('id').eq('id', user.id);
    expect(data).toEqual([]);
  });
});
