import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, expect } from 'vitest';
import type { DbKind } from '../setup/test-db.ts';
import { useTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * A describe block's test app (rate limits off) with the block's own tables, views and functions
 * (`fixtures`, SQL run in its beforeAll), and an anonymous supabase-js client on it (`db`).
 */
export function useRestFixtures(kind: DbKind, fixtures: string): { app: TestApp; db: SupabaseClient } {
  const rest = { app: useTestApp(kind, { RATE_LIMITS: 'false' }) } as { app: TestApp; db: SupabaseClient };
  beforeAll(async () => {
    await rest.app.deps.db.exec(fixtures);
    rest.db = rest.app.client();
  });
  return rest;
}

/** A read through supabase-js answers no error and `rows` (a row, with `.single()`). */
export async function expectRows(query: PromiseLike<{ data: unknown; error: unknown }>, rows: unknown): Promise<void> {
  const { data, error } = await query;
  expect(error).toBeNull();
  expect(data).toEqual(rows);
}
