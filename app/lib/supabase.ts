import type { SupabaseClient } from '@supabase/supabase-js';
import { getPublicEnv } from './public-env.ts';

let browserClient: Promise<SupabaseClient> | undefined;

/**
 * The browser's one supabase-js client, loaded on first use so that marketing pages do not
 * ship it in their start-up JavaScript. It persists and refreshes the session itself.
 */
export function getSupabase(): Promise<SupabaseClient> {
  browserClient ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const env = getPublicEnv();
    return createClient(env.supabaseUrl, env.supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'implicit' },
    });
  });
  return browserClient;
}

/** The localStorage key supabase-js keeps the session under (hostname's first label; port ignored). */
export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}
