/**
 * Per-address request counters kept in PostgreSQL (`auth.rate_limits`), so every process on one
 * database shares them, counted over a sliding window (migration 0210): the rows are per fixed
 * window, and a hit is judged on `current + previous × (1 − elapsed ÷ window)`, the previous
 * window's count weighted by how much of it still lies within one window of now. A burst across a
 * window's edge is no longer let through twice, and nobody's limit resets at the same instant.
 * One statement per hit: it counts and returns both windows' counts.
 */
import type { Queryable } from '../db/types.ts';

export type RateLimitRule = { limit: number; windowSeconds: number };

export type RateLimitResult = {
  allowed: boolean;
  /** Hits left now (0 once the limit is reached). */
  remaining: number;
  /** When the next hit would be allowed (the Retry-After moment once refused). */
  resetAt: Date;
};

/** Whole seconds from now until `untilMs` (at least 1): a Retry-After header's value. */
export function retryAfterSeconds(untilMs: number, nowMs: number = Date.now()): number {
  return Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
}

/**
 * The sliding-window judgement of one hit, already counted: `current` hits in the fixed window
 * that began at `windowStart` (seconds), `previous` in the one before, at `now` (seconds).
 */
export function slidingWindow(
  rule: RateLimitRule,
  counts: { current: number; previous: number; windowStart: number; now: number },
): RateLimitResult {
  const { limit, windowSeconds: w } = rule;
  const { current, previous, windowStart, now } = counts;
  const elapsed = Math.min(1, Math.max(0, (now - windowStart) / w));
  const estimate = current + previous * (1 - elapsed);
  const allowed = estimate <= limit;
  const remaining = Math.max(0, Math.floor(limit - estimate));
  let retryAt: number;
  if (current < limit) {
    // The previous window's weight falls until current + previous × (1 − f) + 1 ≤ limit.
    const f = previous > 0 ? 1 - (limit - current - 1) / previous : elapsed;
    retryAt = windowStart + Math.max(elapsed, Math.min(1, f)) * w;
  } else {
    // This window's hits become the previous window's; its weight falls until one more fits.
    const g = current > 0 ? 1 - (limit - 1) / current : 0;
    retryAt = windowStart + w + Math.max(0, Math.min(1, g)) * w;
  }
  // Never told to wait longer than one window (as with a fixed window): a client that then finds
  // its limit still used up is told again.
  return { allowed, remaining, resetAt: new Date(Math.min(Math.max(retryAt, now), now + w) * 1000) };
}

/** Past windows: dropped a day on. */
const maybeCleanUp = occasionalCleanup(`delete from auth.rate_limits where window_start < now() - interval '1 day'`);

/** Counts one hit for `key` and says whether it is within `limit` hits per sliding window. */
export async function hitRateLimit(db: Queryable, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const { rows } = await db.query<{ current_count: number; previous_count: number; start: number; now: number }>(
    `select current_count, previous_count, extract(epoch from window_start)::float8 as start,
            extract(epoch from now())::float8 as now
     from auth.rate_limit_slide($1, $2)`,
    [key, rule.windowSeconds],
  );
  const row = rows[0];
  if (!row) throw new Error('auth.rate_limit_slide returned no row');
  maybeCleanUp(db);
  return slidingWindow(rule, {
    current: Number(row.current_count),
    previous: Number(row.previous_count),
    windowStart: Number(row.start),
    now: Number(row.now),
  });
}

/**
 * Rows past their window are dead weight: the returned function runs `sql` (their delete) at most
 * every ten minutes, best effort and never awaited; a failed run is tried again on the next call.
 */
export function occasionalCleanup(sql: string): (db: Queryable) => void {
  const everyMs = 10 * 60_000;
  let last = Date.now();
  return (db) => {
    const now = Date.now();
    if (now - last < everyMs) return;
    last = now;
    db.query(sql).catch(() => {
      last = 0;
    });
  };
}
