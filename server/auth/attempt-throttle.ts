/**
 * Throttling guesses at one secret: failed sign-ins per e-mail address, failed MFA codes per
 * factor (ADR 020). Kept in `auth.failed_attempts`, so every process on the database counts
 * together.
 *
 * An attempt first reserves a row under the key, in one transaction that holds an advisory lock
 * on the key: a key that already has `limit` rows in the last `windowSeconds` is refused (and
 * told how long until its oldest counted failure leaves the window), so even a burst of parallel
 * guesses gets exactly `limit` through. A successful attempt removes its own row; a failed one
 * leaves it. The address is stored only as a SHA-256, and a refusal happens before the user is
 * looked up, so a known and an unknown address are throttled and answered the same way.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/types.ts';
import type { ServerDeps } from '../deps.ts';
import type { Env } from '../lib/env.ts';
import { occasionalCleanup } from '../lib/rate-limit.ts';
import { AuthApiError } from './errors.ts';

export type AttemptRule = { limit: number; windowSeconds: number };

export type Attempt = { allowed: true; id: string } | { allowed: false; retryAfterSeconds: number };

const maybeCleanUp = occasionalCleanup(`delete from auth.failed_attempts where failed_at < now() - interval '1 day'`);

/**
 * What is throttled, each secret with its key (an address is lower-cased and stored hashed), its
 * limits from the environment, and the attempts its refusal names.
 */
const secrets = {
  'sign-in': {
    key: (email: string) => `password:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`,
    rule: (env: Env) => ({ limit: env.SIGN_IN_MAX_FAILURES, windowSeconds: env.SIGN_IN_FAILURE_WINDOW_SECONDS }),
    attempts: 'sign-in attempts for this email address',
  },
  mfa: {
    key: (factorId: string) => `mfa:${factorId}`,
    rule: (env: Env) => ({ limit: env.MFA_MAX_FAILURES, windowSeconds: env.MFA_FAILURE_WINDOW_SECONDS }),
    attempts: 'verification attempts for this factor',
  },
} satisfies Record<string, { key(of: string): string; rule(env: Env): AttemptRule; attempts: string }>;

export type ThrottledSecret = keyof typeof secrets;

/** Reserves one attempt under `key`, or says how long the key must wait. */
export async function beginAttempt(db: Db, key: string, rule: AttemptRule): Promise<Attempt> {
  const [, inserted, oldest] = await db.pipeline([
    { sql: 'select pg_advisory_xact_lock(hashtextextended($1, 20))', params: [key] },
    {
      sql: `insert into auth.failed_attempts (key)
            select $1 where (select count(*) from auth.failed_attempts
                             where key = $1 and failed_at > now() - make_interval(secs => $3::int)) < $2::int
            returning id::text`,
      params: [key, rule.limit, rule.windowSeconds],
    },
    {
      sql: `select extract(epoch from (failed_at + make_interval(secs => $3::int) - now()))::float8 as wait
            from auth.failed_attempts where key = $1 and failed_at > now() - make_interval(secs => $3::int)
            order by failed_at desc offset $2::int - 1 limit 1`,
      params: [key, rule.limit, rule.windowSeconds],
    },
  ]);
  maybeCleanUp(db);
  const id = inserted?.rows[0]?.id;
  if (typeof id === 'string') return { allowed: true, id };
  const wait = Number(oldest?.rows[0]?.wait ?? rule.windowSeconds);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
}

/**
 * With RATE_LIMITS on, begins an attempt at `secret` of `of` (an address for 'sign-in', a factor
 * id for 'mfa'), or refuses it: 429 `over_request_rate_limit` with Retry-After, as GoTrue answers
 * its rate limits, in words the page shows as is ("Too many failed <attempts>. Please wait …
 * before trying again."), after `log` has noted it.
 */
export async function throttledAttempt(
  deps: Pick<ServerDeps, 'db' | 'env'>,
  secret: ThrottledSecret,
  of: string,
  log: (retryAfterSeconds: number) => void,
): Promise<Attempt | undefined> {
  if (!deps.env.RATE_LIMITS) return undefined;
  const { key, rule, attempts } = secrets[secret];
  const attempt = await beginAttempt(deps.db, key(of), rule(deps.env));
  if (attempt.allowed) return attempt;
  log(attempt.retryAfterSeconds);
  throw new AuthApiError(
    'over_request_rate_limit',
    `Too many failed ${attempts}. Please wait ${waitInWords(attempt.retryAfterSeconds)} before trying again.`,
    { headers: { 'Retry-After': String(attempt.retryAfterSeconds) } },
  );
}

/** The attempt succeeded: it does not count as a failure. */
export async function forgiveAttempt(db: Db, attempt: Attempt | undefined): Promise<void> {
  if (attempt?.allowed) await db.query('delete from auth.failed_attempts where id = $1::bigint', [attempt.id]);
}

/** Minutes, rounded up, for messages ("try again in 12 minutes"). */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
