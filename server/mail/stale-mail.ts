/**
 * Auth emails that went stale while they waited (ADR 040): held for days without an SMTP
 * server, or retried for hours, a "Confirm your account" email to someone who confirmed long ago
 * or a reset link that has expired must not go out when sending resumes. Before each claim the
 * worker marks them `discarded` (never sent; kept for the operator to see until purged):
 *
 *   auth.signup                 the address is confirmed, the link expired (24 h), the user is
 *                               gone, or a newer confirmation link replaced this one;
 *   auth.recovery               the link expired (1 h), was used, or a newer one replaced it;
 *   auth.email_change_*, auth.reauthentication   the link or code expired (1 h).
 *
 * One statement over the due part of the queue (messages_due_idx), auth purposes only.
 */
import type { Queryable } from '../db/types.ts';
import { tokenLifetimeSeconds } from '../auth/one-time-tokens.ts';

export async function discardStaleMail(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `update mail.messages m
        set state = 'discarded', discarded_at = now(), last_error = 'stale: already confirmed, used or expired',
            locked_until = null, locked_by = null
      where m.state in ('queued', 'held') and m.next_attempt_at <= now()
        and m.purpose like 'auth.%'
        and (m.locked_until is null or m.locked_until < now())
        and (
          (m.purpose = 'auth.signup' and (
             m.created_at < now() - make_interval(secs => $1::float8)
             or not exists (
               select 1 from auth.one_time_tokens t
                where t.user_id = (case when m.ref ~* '^[0-9a-f-]{36}$' then m.ref::uuid end)
                  and t.token_type = 'confirmation_token' and t.created_at <= m.created_at)
             or exists (
               select 1 from auth.users u
                where u.id = (case when m.ref ~* '^[0-9a-f-]{36}$' then m.ref::uuid end)
                  and u.email_confirmed_at is not null)))
          or (m.purpose = 'auth.recovery' and (
             m.created_at < now() - make_interval(secs => $2::float8)
             or not exists (
               select 1 from auth.one_time_tokens t
                where t.user_id = (case when m.ref ~* '^[0-9a-f-]{36}$' then m.ref::uuid end)
                  and t.token_type = 'recovery_token' and t.created_at <= m.created_at)))
          or (m.purpose in ('auth.email_change_new', 'auth.email_change_current', 'auth.reauthentication')
              and m.created_at < now() - make_interval(secs => $2::float8))
        )`,
    [tokenLifetimeSeconds.confirmation_token, tokenLifetimeSeconds.recovery_token],
  );
  return rowCount;
}
