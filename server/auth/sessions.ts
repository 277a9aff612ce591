/**
 * Sessions: creating one (with its first refresh token and the authentication method that
 * opened it), and answering with GoTrue's AccessTokenResponse for a session.
 */
import type { ServerDeps } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { signAccessToken, type AmrEntry } from './access-token.ts';
import { AuthApiError } from './errors.ts';
import { insertRefreshToken, newRefreshToken } from './refresh-tokens.ts';
import { findUserById, json, toWireUser, type WireUser } from './users.ts';

export type AuthMethod = 'password' | 'otp' | 'totp' | 'email/signup' | 'email_change' | 'recovery';

export type SessionResponse = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: WireUser;
  weak_password?: { message: string; reasons: string[] };
};

export type RequestMeta = { ip: string; userAgent: string | undefined };

/** Opens a session for `userId` and returns its id and first refresh token. */
export async function createSession(
  q: Queryable,
  input: { userId: string; method: AuthMethod; meta: RequestMeta },
): Promise<{ sessionId: string; refreshToken: string }> {
  const { rows } = await q.query<{ id: string }>(
    `insert into auth.sessions (user_id, aal, ip, user_agent, refreshed_at) values ($1, 'aal1', $2, $3, now())
     returning id`,
    [input.userId, input.meta.ip, input.meta.userAgent?.slice(0, 512) ?? null],
  );
  const sessionId = rows[0]!.id;
  await recordAuthMethod(q, sessionId, input.method);
  const refreshToken = newRefreshToken();
  await insertRefreshToken(q, { token: refreshToken, userId: input.userId, sessionId, parentHash: null });
  await q.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [input.userId]);
  await q.query(`update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`, [
    input.userId,
  ]);
  return { sessionId, refreshToken };
}

export async function recordAuthMethod(q: Queryable, sessionId: string, method: AuthMethod): Promise<void> {
  await q.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

export type OpenedSession = { userId: string; sessionId: string; refreshToken: string };

/**
 * The session response: a fresh access token for the session plus the given refresh token.
 * Call it after the transaction that opened or rotated the session has committed: signing may
 * need the key store, which reads the database (PGlite has one connection, held by a transaction).
 */
export async function sessionResponse(deps: ServerDeps, input: OpenedSession): Promise<SessionResponse> {
  const q = deps.db;
  const user = await findUserById(q, input.userId);
  if (!user) throw new AuthApiError('user_not_found');
  const { rows } = await q.query<{ aal: string; amr: unknown }>(
    `select s.aal, (select coalesce(jsonb_agg(jsonb_build_object(
         'method', c.authentication_method, 'timestamp', floor(extract(epoch from c.updated_at))::bigint)
         order by c.updated_at desc), '[]'::jsonb)
       from auth.mfa_amr_claims c where c.session_id = s.id) as amr
     from auth.sessions s where s.id = $1`,
    [input.sessionId],
  );
  const session = rows[0];
  if (!session) throw new AuthApiError('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  const amr = (json<AmrEntry[]>(session.amr) ?? []).map((a) => ({ ...a, timestamp: Number(a.timestamp) }));
  const wire = toWireUser(user);
  const expiresIn = deps.env.JWT_EXPIRY;
  const { token, expiresAt } = await signAccessToken(
    deps.keys,
    { issuer: `${deps.env.SITE_URL}/auth/v1`, expiresIn },
    {
      sub: user.id,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: wire.app_metadata,
      user_metadata: wire.user_metadata,
      aal: session.aal,
      amr,
      session_id: input.sessionId,
      is_anonymous: user.is_anonymous,
    },
  );
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: expiresAt,
    refresh_token: input.refreshToken,
    user: wire,
  };
}
