/**
 * GET /reauthenticate and the nonce PUT /user takes, as GoTrue has them
 * (internal/api/reauthenticate.go): the signed-in user is e-mailed a six-digit code; with
 * AUTH_SECURE_PASSWORD_CHANGE on, a password change from a session older than 24 hours needs
 * that code as `nonce` (400 reauthentication_needed without one, 422 reauthentication_not_valid
 * for a wrong or expired one). The code lives one hour, works once, and only its hash is kept
 * (auth.users.reauthentication_token, as GoTrue keeps it). Limits: 30 requests per 5 minutes per
 * address and one e-mail a minute per user. The e-mail is Hindi for a user whose sign-up recorded
 * `user_metadata.locale = 'hi'` (ADR 044).
 */
import { createHash, randomInt } from 'node:crypto';
import type { Context } from 'hono';
import type { ServerDeps } from '../deps.ts';
import type { Queryable } from '../db/types.ts';
import { assertEmailCooldown, queueReauthenticationEmail, userLang } from './auth-mail.ts';
import { AuthApiError } from './errors.ts';
import type { AuthEnv, AuthedRequest } from './guards.ts';

/** How long an emailed code is valid (its email says so, in hours). */
export const codeLifetimeSeconds = 3600;
/** GoTrue asks for the code only when the session is older than this. */
const recentSessionSeconds = 24 * 3600;

const codeHash = (email: string, code: string) =>
  createHash('sha256').update(`${email.toLowerCase()}${code}`).digest('hex');

export async function reauthenticate(c: Context<AuthEnv>, deps: ServerDeps): Promise<Response> {
  const { user } = c.get('auth');
  if (!user.email) {
    throw new AuthApiError(
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    );
  }
  if (!user.email_confirmed_at) {
    throw new AuthApiError('email_not_confirmed', 'Please verify your email first.', { status: 422 });
  }
  const email = user.email;
  await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ ago: number | null }>(
      `select extract(epoch from now() - reauthentication_sent_at)::float8 as ago from auth.users where id = $1 for update`,
      [user.id],
    );
    assertEmailCooldown(rows[0]?.ago ?? null);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const hash = codeHash(email, code);
    await tx.query(
      `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now() where id = $1`,
      [user.id, hash],
    );
    await tx.query(
      `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to)
       values ($1, 'reauthentication_token', $2, $3)
       on conflict (user_id, token_type) do update
         set token_hash = excluded.token_hash, relates_to = excluded.relates_to, created_at = now(), updated_at = now()`,
      [user.id, hash, email],
    );
    await queueReauthenticationEmail(deps, tx, {
      to: email,
      code,
      userId: user.id,
      lang: userLang(user.raw_user_meta_data),
      lifetimeSeconds: codeLifetimeSeconds,
    });
  });
  c.get('log').info({ userId: user.id }, 'reauthentication code sent');
  return c.json({});
}

/**
 * Inside PUT /user's transaction: when a password change must be reauthenticated, checks the
 * nonce and uses it up. Nothing to do when the setting is off or the session is recent.
 */
export async function useReauthentication(
  tx: Queryable,
  deps: ServerDeps,
  auth: AuthedRequest,
  nonce: string | undefined,
): Promise<void> {
  if (!deps.env.AUTH_SECURE_PASSWORD_CHANGE) return;
  const { rows: session } = await tx.query<{ recent: boolean }>(
    `select created_at > now() - make_interval(secs => $2) as recent from auth.sessions where id = $1`,
    [auth.sessionId ?? null, recentSessionSeconds],
  );
  if (session[0]?.recent) return;
  if (!nonce) throw new AuthApiError('reauthentication_needed');
  const email = auth.user.email ?? '';
  const { rows } = await tx.query(
    `update auth.users set reauthentication_token = '', reauthentication_sent_at = null, updated_at = now()
     where id = $1 and reauthentication_token = $2 and reauthentication_sent_at > now() - make_interval(secs => $3)
     returning 1`,
    [auth.user.id, codeHash(email, nonce), codeLifetimeSeconds],
  );
  if (rows.length === 0) throw new AuthApiError('reauthentication_not_valid');
  await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = 'reauthentication_token'`, [
    auth.user.id,
  ]);
}
