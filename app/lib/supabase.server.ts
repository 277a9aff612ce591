import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { AppLoadContext } from 'react-router';
import type { PublicEnv } from './public-env.ts';

/**
 * A supabase-js client for one server-side request (loaders/actions). It reaches the built-in
 * backend in-process through `context.backendFetch` and keeps no session of its own.
 */
export function createServerSupabase(context: AppLoadContext, accessToken?: string): SupabaseClient {
  const env = JSON.parse(context.publicEnvJson) as PublicEnv;
  const builtin = env.supabaseUrl === env.siteUrl;
  return createClient(env.supabaseUrl, env.supabaseAnonKey, {
    global: {
      ...(builtin ? { fetch: context.backendFetch } : {}),
      ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}),
    },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
