/**
 * The signed-in caller of /api/account: a valid access token (request-auth.ts) whose session is
 * still open (the same rule as every REST transaction, ADR 034), with the account's address.
 */
import type { Context } from 'hono';
import type { Lang } from '../../rules/languages.ts';
import type { ServerDeps } from '../deps.ts';
import { authenticate, isTokenProblem } from '../lib/request-auth.ts';
import { privacyErrors } from './privacy-errors.ts';

export type AccountHolder = {
  id: string;
  email: string;
  emailConfirmed: boolean;
  /** The language of their mail: Hindi when their sign-up recorded `user_metadata.locale = 'hi'` (ADR 044). */
  lang: Lang;
};

export async function signedInUser(c: Context, deps: ServerDeps): Promise<AccountHolder> {
  const who = await authenticate({ authorization: c.req.header('authorization') }, deps.keys);
  if (isTokenProblem(who) || who.role !== 'authenticated' || !who.userId) throw privacyErrors.signedOut();
  const sessionId = who.claims.session_id;
  if (typeof sessionId !== 'string' || !/^[0-9a-f-]{36}$/i.test(sessionId)) throw privacyErrors.sessionEnded();
  const { rows } = await deps.db.query<{ email: string | null; confirmed: boolean; hindi: boolean }>(
    `select u.email, u.email_confirmed_at is not null as confirmed,
            coalesce(u.raw_user_meta_data ->> 'locale' = 'hi', false) as hindi
       from auth.sessions s join auth.users u on u.id = s.user_id
      where s.id = $1::uuid and s.user_id = $2::uuid and (s.not_after is null or s.not_after > now())
        and u.deleted_at is null and (u.banned_until is null or u.banned_until <= now())`,
    [sessionId, who.userId],
  );
  const row = rows[0];
  if (!row) throw privacyErrors.sessionEnded();
  return {
    id: who.userId,
    email: row.email ?? '',
    emailConfirmed: row.confirmed && Boolean(row.email),
    lang: row.hindi ? 'hi' : 'en',
  };
}
