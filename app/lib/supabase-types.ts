import type { GoTrueClient } from '@supabase/auth-js';
import type { StorageClient } from '@supabase/storage-js';
import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * What the site's data code uses of a Supabase client, so the same functions run with
 * supabase-js's client (server rendering, scripts, tests) and with the browser's
 * (browser-supabase.ts, or tables-client.ts before auth-js is loaded).
 */
export type Db = Pick<SupabaseClient, 'from' | 'rpc'>;

/** The browser's client: the session (auth-js), tables, and file storage once an upload needs it. */
export type BrowserSupabase = Db & { auth: GoTrueClient; storage: () => Promise<StorageClient> };
