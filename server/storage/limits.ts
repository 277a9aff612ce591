/**
 * What one caller may write through /storage/v1 per window, besides what row-level security
 * allows (ADR 020, ADR 031). The service role (the operator's key) is not counted.
 *
 * - Object writes (upload, update, copy, move, signing an upload URL): QUOTA_UPLOADS_PER_HOUR per
 *   signed-in user; an anonymous caller, whom a policy may now let write, per address (the same
 *   number, counted under the address's rate-limit key).
 * - Bucket writes (create, update, empty, delete), which only a policy can open to an API role:
 *   `bucketWritesPerHour` per user, else per address.
 *
 * Counted once the write is known to be allowed and before any byte is read; RATE_LIMITS=false
 * turns both off (tests only). A refusal is a real 429 with Retry-After.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import { clientIp, rateLimitKey } from '../lib/client-ip.ts';
import { hitRateLimit, retryAfterSeconds } from '../lib/rate-limit.ts';
import type { RequestAuth } from '../lib/request-auth.ts';
import { quotaMessage, takeQuota } from '../lib/write-quota.ts';
import { storageErrors } from './errors.ts';

export const bucketWritesPerHour = 30;
const hour = 3600;

function addressKey(c: Context<AppEnv>, deps: ServerDeps): string {
  return rateLimitKey(clientIp(c, { trustedHops: deps.env.TRUST_PROXY }));
}

async function refuseOverLimit(c: Context<AppEnv>, deps: ServerDeps, key: string, limit: number, what: string) {
  const result = await hitRateLimit(deps.db, key, { limit, windowSeconds: hour });
  if (result.allowed) return;
  const retryAfter = retryAfterSeconds(result.resetAt.getTime());
  c.get('log').warn({ key, retryAfter }, `${what} refused: rate limit`);
  throw storageErrors.quotaReached(`Too many ${what}s from this address; try again later.`, retryAfter);
}

/** Counts one object write against the caller's hourly budget. */
export async function takeObjectWrite(deps: ServerDeps, caller: RequestAuth, c: Context<AppEnv>): Promise<void> {
  if (!deps.env.RATE_LIMITS || caller.role === 'service_role') return;
  if (caller.role === 'anon' || !caller.userId) {
    const key = `storage-anon-writes:${addressKey(c, deps)}`;
    return refuseOverLimit(c, deps, key, deps.env.QUOTA_UPLOADS_PER_HOUR, 'anonymous upload');
  }
  const refusal = await takeQuota(deps.db, deps.env, { name: 'uploads', userId: caller.userId });
  if (!refusal) return;
  c.get('log').warn({ userId: caller.userId, retryAfter: refusal.retryAfterSeconds }, 'upload refused: quota reached');
  throw storageErrors.quotaReached(quotaMessage(refusal), refusal.retryAfterSeconds);
}

/** Counts one bucket write against the caller's hourly budget. */
export async function takeBucketWrite(deps: ServerDeps, caller: RequestAuth, c: Context<AppEnv>): Promise<void> {
  if (!deps.env.RATE_LIMITS || caller.role === 'service_role') return;
  const who = caller.userId ? `user:${caller.userId}` : addressKey(c, deps);
  await refuseOverLimit(c, deps, `storage-bucket-writes:${who}`, bucketWritesPerHour, 'bucket change');
}
