/**
 * POST /signup. Confirmation on (default): a new user gets a confirmation e-mail and the bare
 * user back; a taken, confirmed address gets a look-alike fake user and no e-mail (no
 * enumeration); a taken, unconfirmed one gets a new confirmation link that replaces the old one.
 * The password waits with its sign-up's confirmation link and is set only when that link is used,
 * so a later sign-up for an unconfirmed address replaces an earlier one's password (account
 * pre-hijacking, ADR 020). AUTH_AUTOCONFIRM=true: the new user is confirmed and signed in at
 * once; a taken address is 422 user_already_exists.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { ServerDeps } from '../deps.ts';
import type { Queryable } from '../db/types.ts';
import { assertEmailCooldown, queueAuthEmail } from './auth-mail.ts';
import { AuthApiError } from './errors.ts';
import { saveFlowState } from './flow-state.ts';
import { requestMeta, type AuthEnv } from './guards.ts';
import {
  normaliseEmail,
  objectField,
  pkceParams,
  readBody,
  safeRedirect,
  stringField,
  type PkceParams,
} from './http.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { assertAcceptablePassword, burnVerifyTime, hashPassword } from './passwords.ts';
import { createSession, sessionResponse } from './sessions.ts';
import { findUserByEmail, findUserById, toWireUser, type UserRecord, type WireUser } from './wire-user.ts';

export async function signUp(c: Context<AuthEnv>, deps: ServerDeps): Promise<Response> {
  const body = await readBody(c);
  const rawEmail = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  if (!rawEmail && phone) throw new AuthApiError('phone_provider_disabled', 'Phone signups are disabled');
  if (!rawEmail) throw new AuthApiError('anonymous_provider_disabled');
  const email = normaliseEmail(rawEmail);
  const password = assertAcceptablePassword(stringField(body, 'password'), 'Signup requires a valid password');
  const data = objectField(body, 'data') ?? {};
  const pkce = pkceParams(body);
  const redirectTo = safeRedirect(deps.env.SITE_URL, c.req.query('redirect_to'));

  const existing = await findUserByEmail(deps.db, email);
  if (existing) return c.json(await signUpTaken(c, deps, { existing, email, password, data, pkce, redirectTo }));

  const passwordHash = await hashPassword(password);
  const autoconfirm = deps.env.AUTH_AUTOCONFIRM;
  let user: UserRecord;
  try {
    user = await insertUser(deps, {
      email,
      passwordHash: autoconfirm ? passwordHash : null,
      data,
      confirmed: autoconfirm,
    });
  } catch (err) {
    // Two sign-ups for one address at the same moment: the loser is answered as "taken".
    if ((err as { code?: string }).code !== '23505') throw err;
    const winner = await findUserByEmail(deps.db, email);
    if (!winner) throw err;
    return c.json(await signUpTaken(c, deps, { existing: winner, email, password, data, pkce, redirectTo }));
  }

  if (autoconfirm) {
    const opened = await deps.db.transaction((tx) =>
      createSession(tx, { userId: user.id, method: 'password', meta: requestMeta(c, deps) }),
    );
    const session = await sessionResponse(deps, { userId: user.id, ...opened });
    c.get('log').info({ userId: user.id }, 'user signed up (autoconfirmed)');
    return c.json(session);
  }
  await sendConfirmation(deps, { user, email, pkce, redirectTo, pendingPassword: passwordHash });
  c.get('log').info({ userId: user.id }, 'user signed up; confirmation sent');
  return c.json(toWireUser((await findUserById(deps.db, user.id))!));
}

type TakenInput = {
  existing: UserRecord;
  email: string;
  password: string;
  data: Record<string, unknown>;
  pkce: PkceParams | undefined;
  redirectTo: string;
};

async function signUpTaken(c: Context<AuthEnv>, deps: ServerDeps, input: TakenInput): Promise<WireUser> {
  const { existing } = input;
  if (deps.env.AUTH_AUTOCONFIRM && existing.email_confirmed_at) throw new AuthApiError('user_already_exists');
  if (existing.email_confirmed_at) {
    // The normal path spends one bcrypt hash; spend the same here so timing tells nothing.
    await burnVerifyTime(input.password);
    c.get('log').info({ userId: existing.id }, 'sign-up for a registered address answered with a decoy user');
    return fakeUser(input.email, input.data);
  }
  assertEmailCooldown(existing.confirmation_sent_ago);
  // This sign-up's password and profile replace the earlier one's; its link replaces the earlier link.
  const pendingPassword = await hashPassword(input.password);
  await sendConfirmation(deps, {
    user: existing,
    email: input.email,
    pkce: input.pkce,
    redirectTo: input.redirectTo,
    pendingPassword,
    data: input.data,
  });
  c.get('log').info({ userId: existing.id }, 'sign-up repeated for an unconfirmed address; the earlier link replaced');
  return toWireUser((await findUserById(deps.db, existing.id))!);
}

/** What GoTrue answers for a taken address: a new random id, no role, no identities. */
function fakeUser(email: string, data: Record<string, unknown>): WireUser {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

async function insertUser(
  deps: ServerDeps,
  input: { email: string; passwordHash: string | null; data: Record<string, unknown>; confirmed: boolean },
): Promise<UserRecord> {
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into auth.users (aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
         raw_user_meta_data)
       values ('authenticated', 'authenticated', $1, $2, case when $3::boolean then now() end, $4, $5)
       returning id`,
      [
        input.email,
        input.passwordHash,
        input.confirmed,
        JSON.stringify({ provider: 'email', providers: ['email'] }),
        JSON.stringify(input.data),
      ],
    );
    const id = rows[0]!.id;
    const identityData = {
      ...input.data,
      sub: id,
      email: input.email,
      email_verified: input.confirmed,
      phone_verified: false,
    };
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
       values ($1::text, $1::uuid, $2, 'email', now())`,
      [id, JSON.stringify(identityData)],
    );
    return (await findUserById(tx, id))!;
  });
}

async function sendConfirmation(
  deps: ServerDeps,
  input: {
    user: UserRecord;
    email: string;
    pkce: PkceParams | undefined;
    redirectTo: string;
    /** bcrypt hash of the sign-up's password, set on the user when this link is used. */
    pendingPassword: string;
    /** A repeated sign-up's profile data, replacing the earlier sign-up's. */
    data?: Record<string, unknown>;
  },
): Promise<void> {
  const { user, pkce } = input;
  await deps.db.transaction(async (tx) => {
    if (pkce) await saveFlowState(tx, { userId: user.id, method: 'email/signup', pkce });
    await tx.query(`update auth.users set confirmation_sent_at = now() where id = $1`, [user.id]);
    if (input.data) await replaceProfileData(tx, user.id, input.data);
    const token = await issueOneTimeToken(tx, {
      userId: user.id,
      type: 'confirmation_token',
      sentTo: input.email,
      pkce: !!pkce,
      pendingPassword: input.pendingPassword,
    });
    await queueAuthEmail(deps, tx, {
      kind: 'signup',
      to: input.email,
      token,
      redirectTo: input.redirectTo,
      userId: user.id,
    });
  });
}

/** A repeated sign-up's user_metadata replaces the earlier one's, on the user and its identity. */
async function replaceProfileData(tx: Queryable, userId: string, data: Record<string, unknown>): Promise<void> {
  await tx.query(`update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1`, [
    userId,
    JSON.stringify(data),
  ]);
  await tx.query(
    `update auth.identities
     set identity_data = $2::jsonb || jsonb_build_object('sub', identity_data -> 'sub', 'email', identity_data -> 'email',
       'email_verified', identity_data -> 'email_verified', 'phone_verified', identity_data -> 'phone_verified'),
       updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, JSON.stringify(data)],
  );
}
