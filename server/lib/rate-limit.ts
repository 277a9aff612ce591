/**
 * Fixed-window request counters kept in PostgreSQL (`auth.rate_limit_hit`), so every process
 * on one database shares them. One statement per hit: it counts and returns the window's total.
 */
import type { Queryable } from '../db/types.ts';

export type RateLimitRule = { limit: number; windowSeconds: number };

export type RateLimitResult = {
  allowed: boolean;
  /** Hits left in the current window (0 once the limit is reached). */
  remaining: number;
  /** When the current window ends. */
  resetAt: Date;
};

/** Whole seconds from now until `untilMs` (at least 1): a Retry-After header's value. */
export function retryAfterSeconds(untilMs: number, nowMs: number = Date.now()): number {
  return Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
}

const cleanupEveryMs = 10 * 60_000;
let lastCleanup = Date.now();

/** Counts one hit for `key` and says whether it is within `limit` hits per window. */
export async function hitRateLimit(db: Queryable, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const { rows } = await db.query<{ count: number; now: string }>(
    'select auth.rate_limit_hit($1, $2) as count, extract(epoch from now())::float8 as now',
    [key, rule.windowSeconds],
  );
  const row = rows[0];
  if (!row) throw new Error('auth.rate_limit_hit returned no row');
  const count = Number(row.count);
  const nowSeconds = Number(row.now);
  const windowEnd = (Math.floor(nowSeconds / rule.windowSeconds) + 1) * rule.windowSeconds;
  maybeCleanUp(db);
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    resetAt: new Date(windowEnd * 1000),
  };
}

/** Past windows are dead weight: drop them now and then (best effort, never awaited). */
function maybeCleanUp(db: Queryable): void {
  const now = Date.now();
  if (now - lastCleanup < cleanupEveryMs) return;
  lastCleanup = now;
  db.query(`delete from auth.rate_limits where window_start < now() - interval '1 day'`).catch(() => {
    lastCleanup = 0;
  });
}
