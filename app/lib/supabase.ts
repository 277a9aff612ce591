import type { GoTrueClient } from '@supabase/auth-js';
import type { StorageClient } from '@supabase/storage-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { sessionStorageKey } from './chrome-parts.ts';
import { getPublicEnv } from './public-env.ts';

/** The session's storage key, where the scripts and tests that use the client look for it. */
export { sessionStorageKey };

/**
 * What the site's data code uses of a Supabase client, so the same functions run with
 * supabase-js's client (server rendering, scripts, tests) and with the browser's.
 */
export type Db = Pick<SupabaseClient, 'from' | 'rpc'>;

/** The browser's client: the session (auth-js), tables, and file storage once an upload needs it. */
export type BrowserSupabase = Db & { auth: GoTrueClient; storage: () => Promise<StorageClient> };

let browserClient: Promise<BrowserSupabase> | undefined;

/**
 * The browser's one Supabase client, loaded on first use so that marketing pages do not ship it
 * in their start-up JavaScript (browser-supabase.ts: the official libraries without Realtime and
 * Functions). It persists and refreshes the session itself.
 */
export function getSupabase(): Promise<BrowserSupabase> {
  browserClient ??= import('./browser-supabase.ts').then(({ createBrowserSupabase }) => {
    const env = getPublicEnv();
    return createBrowserSupabase(env.supabaseUrl, env.supabaseAnonKey, sessionStorageKey(env.supabaseUrl));
  });
  return browserClient;
}

/** A tables-only client as `accessToken`'s user, or anonymous (tables-client.ts). */
export function getTablesClient(accessToken: string | null): Promise<Db> {
  return import('./tables-client.ts').then(({ createTablesClient }) => {
    const env = getPublicEnv();
    return createTablesClient(env.supabaseUrl, env.supabaseAnonKey, accessToken);
  });
}
