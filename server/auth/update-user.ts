/**
 * PUT /user: merge `data` into user_metadata (a null value deletes the key), change the password
 * (other sessions end), or start an e-mail change confirmed from both addresses (applied at once
 * with AUTH_AUTOCONFIRM). With a verified MFA factor, password and e-mail changes need aal2; with
 * AUTH_SECURE_PASSWORD_CHANGE, a password change from an old session needs a nonce (reauthenticate.ts).
 */
import type { Context } from 'hono';
import type { ServerDeps } from '../deps.ts';
import type { Queryable } from '../db/types.ts';
import { assertEmailCooldown, queueAuthEmail } from './auth-mail.ts';
import { AuthApiError } from './errors.ts';
import { saveFlowState } from './flow-state.ts';
import type { AuthEnv, AuthedRequest } from './guards.ts';
import { emailField, objectField, pkceParams, readBody, safeRedirect, stringField, type PkceParams } from './http.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { useReauthentication } from './reauthenticate.ts';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords.ts';
import { findUserByEmail, findUserById, hasVerifiedFactor, toWireUser, type UserRecord } from './wire-user.ts';

type Changes = {
  data?: Record<string, unknown>;
  passwordHash?: string;
  newEmail?: string;
  pkce?: PkceParams;
};

export async function updateUser(c: Context<AuthEnv>, deps: ServerDeps): Promise<Response> {
  const body = await readBody(c);
  const auth = c.get('auth');
  if (stringField(body, 'phone')) throw new AuthApiError('phone_provider_disabled');
  const changes = await readChanges(body, auth, deps);
  const redirectTo = safeRedirect(deps.env.SITE_URL, c.req.query('redirect_to'));

  await deps.db.transaction(async (tx) => {
    await findUserById(tx, auth.user.id, { lock: true });
    if (changes.data) await mergeMetadata(tx, auth.user.id, changes.data);
    if (changes.passwordHash) {
      await useReauthentication(tx, deps, auth, stringField(body, 'nonce'));
      await changePassword(tx, auth, changes.passwordHash);
    }
    if (!changes.newEmail) return;
    if (deps.env.AUTH_AUTOCONFIRM) {
      await applyEmailChange(tx, auth.user.id, changes.newEmail);
      return;
    }
    const mails = await startEmailChange(tx, auth.user, changes.newEmail, changes.pkce);
    const about = { redirectTo, newEmail: changes.newEmail, userId: auth.user.id };
    for (const mail of mails) await queueAuthEmail(deps, tx, { ...mail, ...about });
  });

  const user = (await findUserById(deps.db, auth.user.id))!;
  c.get('log').info(
    { userId: user.id, data: !!changes.data, password: !!changes.passwordHash, email: !!changes.newEmail },
    'user updated',
  );
  return c.json(toWireUser(user));
}

async function readChanges(body: Record<string, unknown>, auth: AuthedRequest, deps: ServerDeps): Promise<Changes> {
  const { user } = auth;
  const changes: Changes = {};
  changes.data = objectField(body, 'data');
  const password = stringField(body, 'password');
  const email = emailField(body);
  const emailChanges = email !== undefined && email !== user.email?.toLowerCase();
  if ((password !== undefined || emailChanges) && hasVerifiedFactor(user) && auth.aal !== 'aal2') {
    throw new AuthApiError('insufficient_aal');
  }
  if (password !== undefined) {
    assertAcceptablePassword(password, 'Password update requires a valid password');
    const current = stringField(body, 'current_password');
    if (current !== undefined && !(await verifyPassword(current, user.encrypted_password))) {
      throw new AuthApiError('current_password_mismatch');
    }
    if (user.encrypted_password && (await verifyPassword(password, user.encrypted_password))) {
      throw new AuthApiError('same_password');
    }
    changes.passwordHash = await hashPassword(password);
  }
  if (emailChanges) {
    const owner = await findUserByEmail(deps.db, email);
    if (owner && owner.id !== user.id) throw new AuthApiError('email_exists');
    if (!deps.env.AUTH_AUTOCONFIRM && user.email_change === email) assertEmailCooldown(user.email_change_sent_ago);
    changes.newEmail = email;
    changes.pkce = pkceParams(body);
  }
  return changes;
}

async function mergeMetadata(tx: Queryable, userId: string, data: Record<string, unknown>): Promise<void> {
  const set = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== null));
  const removed = Object.keys(data).filter((k) => data[k] === null);
  await tx.query(
    `update auth.users set raw_user_meta_data = (raw_user_meta_data || $2::jsonb) - $3::text[], updated_at = now()
     where id = $1`,
    [userId, JSON.stringify(set), removed],
  );
}

async function changePassword(tx: Queryable, auth: AuthedRequest, passwordHash: string): Promise<void> {
  await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
    auth.user.id,
    passwordHash,
  ]);
  // A new password ends every other session, and any pending reset link.
  await tx.query(`delete from auth.sessions where user_id = $1 and id is distinct from $2`, [
    auth.user.id,
    auth.sessionId ?? null,
  ]);
  await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = 'recovery_token'`, [
    auth.user.id,
  ]);
}

/** Moves the pending new address into place (both confirmations done, or autoconfirm). */
export async function applyEmailChange(tx: Queryable, userId: string, email: string): Promise<void> {
  const { rows } = await tx.query(`select 1 from auth.users where lower(email) = $1 and id <> $2`, [email, userId]);
  if (rows.length > 0) throw new AuthApiError('email_exists');
  await tx.query(
    `update auth.users set email = $2, email_confirmed_at = now(), email_change = null, email_change_sent_at = null,
       email_change_confirm_status = 0, updated_at = now() where id = $1`,
    [userId, email],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
       updated_at = now() where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
  await tx.query(
    `delete from auth.one_time_tokens where user_id = $1
     and token_type in ('email_change_token_new', 'email_change_token_current')`,
    [userId],
  );
}

type PendingMail = { kind: 'email_change_new' | 'email_change_current'; to: string; token: string };

async function startEmailChange(
  tx: Queryable,
  user: UserRecord,
  newEmail: string,
  pkce: PkceParams | undefined,
): Promise<PendingMail[]> {
  await tx.query(
    `update auth.users set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0,
       updated_at = now() where id = $1`,
    [user.id, newEmail],
  );
  if (pkce) await saveFlowState(tx, { userId: user.id, method: 'email_change', pkce });
  const mails: PendingMail[] = [];
  const newToken = await issueOneTimeToken(tx, {
    userId: user.id,
    type: 'email_change_token_new',
    sentTo: newEmail,
    pkce: !!pkce,
  });
  mails.push({ kind: 'email_change_new', to: newEmail, token: newToken });
  if (user.email) {
    const currentToken = await issueOneTimeToken(tx, {
      userId: user.id,
      type: 'email_change_token_current',
      sentTo: user.email,
      pkce: !!pkce,
    });
    mails.push({ kind: 'email_change_current', to: user.email, token: currentToken });
  }
  return mails;
}
