/**
 * Redeeming an e-mail link token (shared by GET and POST /verify): the token is consumed in the
 * same transaction that confirms the address, completes the e-mail change or opens the recovery
 * session. PKCE links (`pkce_…`) yield an auth code instead of a session.
 */
import type { Context } from 'hono';
import type { ServerDeps } from '../deps.ts';
import type { Queryable } from '../db/types.ts';
import { AuthApiError, invalid } from './errors.ts';
import { dropFlowState, issueAuthCode } from './flow-state.ts';
import { requestMeta, type AuthEnv } from './guards.ts';
import { consumeOneTimeToken, hasOneTimeToken, type OneTimeTokenType } from './one-time-tokens.ts';
import {
  createSession,
  sessionResponse,
  type AuthMethod,
  type OpenedSession,
  type SessionResponse,
} from './sessions.ts';
import { applyEmailChange } from './update-user.ts';
import { findUserById } from './wire-user.ts';

export type VerifyOutcome =
  | { kind: 'session'; session: SessionResponse }
  | { kind: 'code'; authCode: string }
  | { kind: 'message'; message: string };

const tokenTypes: Record<string, OneTimeTokenType[]> = {
  signup: ['confirmation_token'],
  email: ['confirmation_token'],
  recovery: ['recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
  invite: [],
  magiclink: [],
};

export const emailChangeHalfMessage =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

export function assertVerifyType(type: string | undefined): string {
  if (!type || !(type in tokenTypes)) throw invalid('Verify requires a verification type');
  return type;
}

export async function redeemToken(
  c: Context<AuthEnv>,
  deps: ServerDeps,
  input: { token: string; type: string; email?: string; via: 'link' | 'api' },
): Promise<VerifyOutcome> {
  const types = tokenTypes[input.type] ?? [];
  if (!input.token || types.length === 0) throw new AuthApiError('otp_expired');
  const outcome = await deps.db.transaction(async (tx): Promise<Redeemed> => {
    const consumed = await consumeOneTimeToken(tx, { token: input.token, types, sentTo: input.email });
    if (!consumed?.fresh) throw new AuthApiError('otp_expired');
    const user = await findUserById(tx, consumed.userId, { lock: true });
    if (!user) throw new AuthApiError('otp_expired');
    if (user.is_banned) throw new AuthApiError('user_banned');

    let method: AuthMethod;
    if (consumed.type === 'confirmation_token' || consumed.type === 'recovery_token') {
      // The sign-up whose link this is chose the password (ADR 020); a confirmed account's
      // password is never replaced by a confirmation link.
      if (consumed.type === 'confirmation_token' && consumed.pendingPassword && !user.email_confirmed_at) {
        await tx.query(`update auth.users set encrypted_password = $2 where id = $1`, [
          user.id,
          consumed.pendingPassword,
        ]);
      }
      await confirmEmail(tx, user.id);
      method = consumed.type === 'recovery_token' ? 'recovery' : input.type === 'email' ? 'otp' : 'email/signup';
    } else {
      const other =
        consumed.type === 'email_change_token_new' ? 'email_change_token_current' : 'email_change_token_new';
      if (await hasOneTimeToken(tx, user.id, other)) {
        await tx.query(`update auth.users set email_change_confirm_status = 1 where id = $1`, [user.id]);
        return { kind: 'message', message: emailChangeHalfMessage };
      }
      if (!user.email_change) throw new AuthApiError('otp_expired');
      await applyEmailChange(tx, user.id, user.email_change);
      method = 'email_change';
    }
    // A PKCE link opened in the browser yields a code for the tab holding the verifier; an API
    // caller proves possession of the token itself and gets the session.
    if (input.via === 'link' && input.token.startsWith('pkce_'))
      return { kind: 'code', authCode: await issueAuthCode(tx, user.id, method) };
    // The site's confirm page spends a PKCE link by POST (verifyOtp): the flow it started will
    // never yield a code now, so it goes with the link.
    if (input.token.startsWith('pkce_')) await dropFlowState(tx, user.id, method);
    const opened = await createSession(tx, { userId: user.id, method, meta: requestMeta(c, deps) });
    return { kind: 'opened', opened: { userId: user.id, ...opened } };
  });
  if (outcome.kind !== 'opened') return outcome;
  return { kind: 'session', session: await sessionResponse(deps, outcome.opened) };
}

type Redeemed = Exclude<VerifyOutcome, { kind: 'session' }> | { kind: 'opened'; opened: OpenedSession };

async function confirmEmail(tx: Queryable, userId: string): Promise<void> {
  // Confirmed (by this link or a recovery link): no sign-up link may set a password any more.
  await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = 'confirmation_token'`, [userId]);
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
}
