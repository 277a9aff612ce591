import { sessionStorageKey } from './chrome-parts.ts';
import { getPublicEnv } from './page-env.ts';
import type { BrowserSupabase, Db } from './supabase-types.ts';

/** The session's storage key, where the scripts and tests that use the client look for it. */
export { sessionStorageKey };

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
