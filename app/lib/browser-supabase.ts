import { AuthClient, type SupportedStorage } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { StorageClient } from '@supabase/storage-js';
import type { BrowserSupabase, Db } from './supabase-types.ts';

/**
 * The browser's Supabase client, put together from the official libraries supabase-js itself is
 * made of: auth-js (the session, persisted and refreshed by auth-js), postgrest-js (tables) and,
 * loaded at the first upload, storage-js. supabase-js's `createClient` also builds a Realtime
 * client and a Functions client, which this site never uses: ~20 KB gzip of the first seconds
 * of a signed-in visit (docs/decisions/025). Requests carry what supabase-js's `fetchWithAuth`
 * adds: the key as `apikey`, and the session's access token (else the key) as the bearer.
 */
export function createBrowserSupabase(
  url: string,
  key: string,
  storageKey: string,
  // The browser's own by default; tests give the server's in-process fetch and a memory store.
  {
    fetch: send = (...args) => fetch(...args),
    storage: sessionStore,
  }: { fetch?: typeof fetch; storage?: SupportedStorage } = {},
): BrowserSupabase {
  const base = new URL(url.endsWith('/') ? url : `${url}/`);
  const auth = new AuthClient({
    url: new URL('auth/v1', base).href,
    headers: { Authorization: `Bearer ${key}`, apikey: key },
    storageKey,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    flowType: 'pkce',
    fetch: send,
    ...(sessionStore ? { storage: sessionStore } : {}),
  });
  const fetchWithAuth: typeof fetch = async (input, init) => {
    const { data } = await auth.getSession();
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', key);
    if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${data.session?.access_token ?? key}`);
    return send(input, { ...init, headers });
  };
  const rest = new PostgrestClient(new URL('rest/v1', base).href, { fetch: fetchWithAuth });
  let storage: Promise<StorageClient> | undefined;
  return {
    auth,
    // postgrest-js's `from` is supabase-js's `from` (SupabaseClient.from calls it); the cast only
    // bridges supabase-js's schema generics, which this untyped client does not narrow.
    from: ((relation: string) => rest.from(relation)) as Db['from'],
    rpc: ((fn: string, args?: object, options?: Parameters<typeof rest.rpc>[2]) =>
      rest.rpc(fn, args, options)) as unknown as Db['rpc'],
    storage: () =>
      (storage ??= import('@supabase/storage-js').then(
        ({ StorageClient }) => new StorageClient(new URL('storage/v1', base).href, {}, fetchWithAuth),
      )),
  };
}
