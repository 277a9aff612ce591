/**
 * Per-user write quotas on the blog (ADR 020), as /rest/v1 write rules: each post inserted
 * counts against QUOTA_POSTS_PER_DAY, each comment against QUOTA_COMMENTS_PER_HOUR, and an insert
 * of several posts at once (what 'Import Sample Posts' sends) also counts once against
 * QUOTA_SAMPLE_IMPORTS_PER_DAY; each comment report against QUOTA_COMMENT_REPORTS_PER_DAY, each
 * saved chat message against QUOTA_CHAT_MESSAGES_PER_HOUR and _PER_DAY (#26). A request that does not fit writes nothing and is answered 429
 * with Retry-After and a message that says when to try again. The service role (the operator's
 * own tools, `npm run seed`) is not counted; RATE_LIMITS=false turns the quotas off (tests only).
 * Counted before the insert runs: an insert the database then refuses still counts.
 */
import type { ServerDeps } from '../deps.ts';
import { quotaMessage, takeQuota, type QuotaName, type QuotaRefusal } from '../lib/write-quota.ts';
import { RestError } from '../rest/errors.ts';
import type { WriteContext, WriteRow, WriteRule } from '../rest/write-rules.ts';

export function createBlogWriteQuotas(deps: ServerDeps): WriteRule[] {
  /** Takes every amount or none (one transaction), else answers 429 for the first that does not fit. */
  const take = async (ctx: WriteContext, wanted: [QuotaName, number][]) => {
    const userId = ctx.auth.role === 'authenticated' ? ctx.auth.userId : undefined;
    if (!deps.env.RATE_LIMITS || !userId) return;
    const refusal = await deps.db
      .transaction(async (tx) => {
        for (const [name, amount] of wanted) {
          const refused = await takeQuota(tx, deps.env, { name, userId, amount });
          if (refused) throw new Refused(name, refused);
        }
      })
      .then(
        () => undefined,
        (err: unknown) => {
          if (err instanceof Refused) return err;
          throw err;
        },
      );
    if (!refusal) return;
    ctx.log.warn(
      { userId, quota: refusal.quotaName, retryAfter: refusal.refusal.retryAfterSeconds },
      'write refused: quota reached',
    );
    throw quotaError(refusal.refusal);
  };
  return [
    {
      table: 'blog_posts',
      async insert(rows: WriteRow[], ctx) {
        await take(
          ctx,
          rows.length > 1
            ? [
                ['sample_imports', 1],
                ['posts', rows.length],
              ]
            : [['posts', rows.length]],
        );
        return { rows };
      },
    },
    {
      table: 'blog_comments',
      async insert(rows: WriteRow[], ctx) {
        await take(ctx, [['comments', rows.length]]);
        return { rows };
      },
    },
    // #26: every write a user can repeat has a quota (the chat wrote 10 MB in 2 s).
    {
      table: 'comment_reports',
      async insert(rows: WriteRow[], ctx) {
        await take(ctx, [['comment_reports', rows.length]]);
        return { rows };
      },
    },
    {
      table: 'chat_history',
      async insert(rows: WriteRow[], ctx) {
        await take(ctx, [
          ['chat_messages_hour', rows.length],
          ['chat_messages_day', rows.length],
        ]);
        return { rows };
      },
    },
  ];
}

class Refused extends Error {
  readonly quotaName: QuotaName;
  readonly refusal: QuotaRefusal;
  constructor(quotaName: QuotaName, refusal: QuotaRefusal) {
    super(`quota ${quotaName} reached`);
    this.quotaName = quotaName;
    this.refusal = refusal;
  }
}

/** 429 in PostgREST's envelope; `details` holds the moment the quota opens again (ISO 8601). */
function quotaError(refusal: QuotaRefusal): RestError {
  return new RestError(429, 'over_write_quota', quotaMessage(refusal), {
    details: `retry_at=${refusal.retryAt.toISOString()}`,
    headers: { 'Retry-After': String(refusal.retryAfterSeconds) },
  });
}
