/**
 * The real site (production build) over one engine, with a content-studio member's client: the
 * fixture of the specs that change content in the studio and read the site's pages.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll } from 'vitest';
import { clientAs, createUser } from '../factories/users.ts';
import { useTestApp, type TestApp } from './test-app.ts';
import type { DbKind } from './test-db.ts';

/**
 * The app with the site (no rate limits) of a describe block, and `marketing()`: a supabase-js
 * client of a marketing staff member, created in its `beforeAll`.
 */
export function useSiteWithMarketing(kind: DbKind): { app: TestApp; marketing: () => SupabaseClient } {
  let client: SupabaseClient | undefined;
  const app = useTestApp(kind, { RATE_LIMITS: 'false' }, { site: true });
  beforeAll(async () => {
    client = clientAs(app, (await createUser(app.deps, { staffRole: 'marketing' })).accessToken);
  }, 240_000);
  const marketing = () => {
    if (!client) throw new Error('The marketing client is made in beforeAll: use it inside a test or a hook.');
    return client;
  };
  return { app, marketing };
}
