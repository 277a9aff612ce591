/**
 * Per-user write quotas (ADR 020): how many posts, sample imports, comments and uploads one
 * account may write per fixed window (a UTC day or hour), counted in PostgreSQL
 * (`auth.quota_take`, migration 0022) so that every process on one database shares them. A
 * request that does not fit takes nothing and is told when the window ends.
 */
import type { Queryable } from '../db/types.ts';
import { ApiError } from './api-error.ts';
import type { Env } from './env.ts';
import { retryAfterSeconds } from './rate-limit.ts';

export type QuotaName =
  | 'posts'
  | 'sample_imports'
  | 'comments'
  | 'uploads'
  | 'cvs_site'
  | 'anonymous_upload_bytes'
  | 'chat_messages_hour'
  | 'chat_messages_day'
  | 'comment_reports'
  | 'webinar_registrations_email'
  | 'applications_email';

export type Quota = {
  limit: number;
  windowSeconds: number;
  noun: [one: string, many: string];
  per: 'day' | 'hour';
  /** What the message says in place of "<limit> <noun>" (a budget in bytes says it in MB). */
  amount?: string;
};

export type QuotaRefusal = { quota: Quota; retryAfterSeconds: number; retryAt: Date };

const windowSeconds = { day: 86_400, hour: 3_600 } as const;

/** `limit` of `noun` per UTC `per` (its window). */
const quota = (limit: number, per: Quota['per'], noun: Quota['noun'], amount?: string): Quota => ({
  limit,
  windowSeconds: windowSeconds[per],
  noun,
  per,
  ...(amount === undefined ? {} : { amount }),
});

/** The quotas as configured (QUOTA_* in the environment). */
export function quotas(env: Env): Record<QuotaName, Quota> {
  return {
    posts: quota(env.QUOTA_POSTS_PER_DAY, 'day', ['post', 'posts']),
    sample_imports: quota(env.QUOTA_SAMPLE_IMPORTS_PER_DAY, 'day', ['sample import', 'sample imports']),
    comments: quota(env.QUOTA_COMMENTS_PER_HOUR, 'hour', ['comment', 'comments']),
    uploads: quota(env.QUOTA_UPLOADS_PER_HOUR, 'hour', ['upload', 'uploads']),
    // The chat's saved messages (chat_history, the assistant's replies included: each is a row).
    chat_messages_hour: quota(env.QUOTA_CHAT_MESSAGES_PER_HOUR, 'hour', ['chat message', 'chat messages']),
    chat_messages_day: quota(env.QUOTA_CHAT_MESSAGES_PER_DAY, 'day', ['chat message', 'chat messages']),
    comment_reports: quota(env.QUOTA_COMMENT_REPORTS_PER_DAY, 'day', ['comment report', 'comment reports']),
    // Keyed on the email address (emailQuotaKey): one person, whichever network they are on (#26).
    webinar_registrations_email: quota(env.QUOTA_WEBINAR_REGISTRATIONS_PER_EMAIL_PER_DAY, 'day', [
      'webinar registration for one email address',
      'webinar registrations for one email address',
    ]),
    applications_email: quota(env.QUOTA_APPLICATIONS_PER_EMAIL_PER_DAY, 'day', [
      'job application for one email address',
      'job applications for one email address',
    ]),
    // Keyed on 'site': every application with a CV, whoever sends it (#26).
    cvs_site: quota(env.QUOTA_CVS_PER_DAY, 'day', ['CV for the whole site', 'CVs for the whole site']),
    // Keyed on the address (server/lib/client-ip.ts rateLimitKey): the bytes of files sent without
    // an account, every form together (today the CV of a job application).
    anonymous_upload_bytes: quota(
      env.QUOTA_ANONYMOUS_UPLOAD_MB_PER_DAY * 1024 * 1024,
      'day',
      ['byte', 'bytes'],
      `${env.QUOTA_ANONYMOUS_UPLOAD_MB_PER_DAY} MB of files from one network`,
    ),
  };
}

/** The key a per-person quota counts under: the email address as the forms normalise it. */
export function emailQuotaKey(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

/** Takes `amount` of `name` for `userId`; undefined when it fits, else when to try again. */
export async function takeQuota(
  db: Queryable,
  env: Env,
  input: { name: QuotaName; userId: string; amount?: number },
): Promise<QuotaRefusal | undefined> {
  const quota = quotas(env)[input.name];
  const { rows } = await db.query<{ taken: boolean; window_end_ms: number; now_ms: number }>(
    `select taken, extract(epoch from window_end)::float8 * 1000 as window_end_ms,
            extract(epoch from now())::float8 * 1000 as now_ms
     from auth.quota_take($1, $2::int, $3::int, $4::int)`,
    [`quota:${input.name}:${input.userId}`, quota.windowSeconds, input.amount ?? 1, quota.limit],
  );
  const row = rows[0];
  if (!row) throw new Error('auth.quota_take returned no row');
  if (row.taken) return undefined;
  const retryAt = new Date(Number(row.window_end_ms));
  return { quota, retryAfterSeconds: retryAfterSeconds(Number(row.window_end_ms), Number(row.now_ms)), retryAt };
}

/**
 * "Write limit reached: at most 50 posts per day. Try again after 2026-11-26T00:00:00.000Z." The
 * site shows the moment in the reader's own time (app/lib/write-limit.ts).
 */
export function quotaMessage(refusal: QuotaRefusal): string {
  const { quota } = refusal;
  const amount = quota.amount ?? `${quota.limit} ${quota.noun[quota.limit === 1 ? 0 : 1]}`;
  return `Write limit reached: at most ${amount} per ${quota.per}. Try again after ${refusal.retryAt.toISOString()}.`;
}

/**
 * A refusal as the site's own endpoints and write rules answer it: 429 `over_write_quota` with
 * Retry-After, the moment in `details`, and the message the site's toast reads
 * (app/lib/write-limit.ts).
 */
export function quotaRefusedError(refusal: QuotaRefusal): ApiError {
  return new ApiError(429, 'over_write_quota', quotaMessage(refusal), {
    details: `retry_at=${refusal.retryAt.toISOString()}`,
    headers: { 'Retry-After': String(refusal.retryAfterSeconds) },
  });
}
