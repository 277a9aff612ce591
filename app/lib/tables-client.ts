import { PostgrestClient } from '@supabase/postgrest-js';
import type { Db } from './supabase-types.ts';

/**
 * Tables only (postgrest-js, ~5 KB gzip), as the given access token's user or, without one, as
 * anonymous: what a page's first read needs before auth-js is loaded (session.ts
 * `getReadClient`). Requests carry what supabase-js sends: the key as `apikey` and the token
 * (else the key) as the bearer.
 */
export function createTablesClient(url: string, key: string, accessToken: string | null): Db {
  const base = new URL(url.endsWith('/') ? url : `${url}/`);
  const rest = new PostgrestClient(new URL('rest/v1', base).href, {
    headers: { apikey: key, Authorization: `Bearer ${accessToken ?? key}` },
  });
  // As in browser-supabase.ts: the cast only bridges supabase-js's schema generics.
  return {
    from: ((relation: string) => rest.from(relation)) as Db['from'],
    rpc: ((fn: string, args?: object, options?: Parameters<typeof rest.rpc>[2]) =>
      rest.rpc(fn, args, options)) as unknown as Db['rpc'],
  };
}
