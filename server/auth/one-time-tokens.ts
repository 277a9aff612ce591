/**
 * Single-use e-mail link tokens (confirmation, recovery, e-mail change). The token is 32 random
 * bytes, sent only in the e-mail; the database keeps its SHA-256. One live token per user and
 * type: issuing a new one replaces the previous link. Using a token deletes it.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import { hashToken } from './refresh-tokens.ts';

export type OneTimeTokenType =
  'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current';

/** How long a link stays valid, by type. */
export const tokenLifetimeSeconds: Record<OneTimeTokenType, number> = {
  confirmation_token: 24 * 3600,
  recovery_token: 3600,
  email_change_token_new: 3600,
  email_change_token_current: 3600,
};

/**
 * Issues (or replaces) the user's token of `type`, sent to `sentTo`; PKCE links carry a `pkce_`
 * prefix. `pendingPassword` (a bcrypt hash, confirmation tokens only) is the password a sign-up
 * chose, set on the user when this token is used; when it is not given, the password pending
 * with the token this one replaces stays pending (a resent link belongs to the same sign-up).
 */
export async function issueOneTimeToken(
  q: Queryable,
  input: { userId: string; type: OneTimeTokenType; sentTo: string; pkce: boolean; pendingPassword?: string },
): Promise<string> {
  const token = `${input.pkce ? 'pkce_' : ''}${randomBytes(32).toString('hex')}`;
  await q.query(
    `insert into auth.one_time_tokens as t (user_id, token_type, token_hash, relates_to, pending_password)
     values ($1, $2, $3, $4, $5)
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to, created_at = now(), updated_at = now(),
         pending_password = case when $6::boolean then excluded.pending_password else t.pending_password end`,
    [
      input.userId,
      input.type,
      hashToken(token),
      input.sentTo,
      input.pendingPassword ?? null,
      input.pendingPassword !== undefined,
    ],
  );
  return token;
}

/** The password hash a sign-up left pending with the user's live confirmation link, if any. */
export async function pendingSignUpPassword(q: Queryable, userId: string): Promise<string | null> {
  const { rows } = await q.query<{ pending_password: string | null }>(
    `select pending_password from auth.one_time_tokens where user_id = $1 and token_type = 'confirmation_token'`,
    [userId],
  );
  return rows[0]?.pending_password ?? null;
}

export type ConsumedToken = {
  userId: string;
  type: OneTimeTokenType;
  sentTo: string;
  fresh: boolean;
  /** The password the sign-up that issued this confirmation token chose (bcrypt hash). */
  pendingPassword: string | null;
};

/**
 * Deletes and returns the token (so a second use finds nothing, even concurrently); `fresh` is
 * false when it had expired. `sentTo` narrows the match to tokens sent to that address.
 */
export async function consumeOneTimeToken(
  q: Queryable,
  input: { token: string; types: OneTimeTokenType[]; sentTo?: string },
): Promise<ConsumedToken | undefined> {
  const lifetimes = input.types.map((t) => tokenLifetimeSeconds[t]);
  const { rows } = await q.query<{
    user_id: string;
    token_type: OneTimeTokenType;
    relates_to: string;
    fresh: boolean;
    pending_password: string | null;
  }>(
    `delete from auth.one_time_tokens t
     using unnest($2::text[], $3::int[]) as l(token_type, lifetime)
     where t.token_hash = $1 and t.token_type = l.token_type and ($4::text is null or t.relates_to = $4)
     returning t.user_id, t.token_type, t.relates_to, t.pending_password,
       (t.updated_at > now() - make_interval(secs => l.lifetime)) as fresh`,
    [hashToken(input.token), input.types, lifetimes, input.sentTo ?? null],
  );
  const row = rows[0];
  return (
    row && {
      userId: row.user_id,
      type: row.token_type,
      sentTo: row.relates_to,
      fresh: row.fresh,
      pendingPassword: row.pending_password,
    }
  );
}

export async function hasOneTimeToken(q: Queryable, userId: string, type: OneTimeTokenType): Promise<boolean> {
  const { rows } = await q.query(`select 1 from auth.one_time_tokens where user_id = $1 and token_type = $2`, [
    userId,
    type,
  ]);
  return rows.length > 0;
}
