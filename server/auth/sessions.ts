/**
 * Sessions: creating one (with its first refresh token and the authentication method that
 * opened it), and answering with GoTrue's AccessTokenResponse for a session.
 */
import { randomUUID } from 'node:crypto';
import { deviceName } from '#rules/device-name.ts';
import type { ServerDeps } from '../deps.ts';
import type { Db, Queryable, Statement } from '../db/types.ts';
import { signAccessToken, type AmrEntry } from './access-token.ts';
import { AuthApiError } from './errors.ts';
import { newRefreshToken, refreshTokenStatement } from './refresh-tokens.ts';
import { json, toWireUser, userByIdStatement, type UserRecord, type WireUser } from './wire-user.ts';

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

type SessionInput = { userId: string; method: AuthMethod; meta: RequestMeta };

/**
 * What opening a session writes: the session (its id made here), the method that opened it,
 * its first refresh token (stored hashed) and the user's last sign-in. No statement needs
 * another's result, so the whole set can go to the database as one `Db.pipeline`.
 */
export function openSessionStatements(input: SessionInput): {
  sessionId: string;
  refreshToken: string;
  statements: Statement[];
} {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  const statements: Statement[] = [
    {
      sql: `insert into auth.sessions (id, user_id, aal, ip, user_agent, device, refreshed_at)
            values ($1::uuid, $2::uuid, 'aal1', $3::text, $4::text, $5::text, now())`,
      params: [
        sessionId,
        input.userId,
        input.meta.ip,
        input.meta.userAgent?.slice(0, 512) ?? null,
        deviceName(input.meta.userAgent ?? null),
      ],
    },
    authMethodStatement(sessionId, input.method),
    refreshTokenStatement({ token: refreshToken, userId: input.userId, sessionId, parentHash: null }),
    {
      sql: `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1::uuid`,
      params: [input.userId],
    },
    {
      sql: `update auth.identities set last_sign_in_at = now() where user_id = $1::uuid and provider = 'email'`,
      params: [input.userId],
    },
  ];
  return { sessionId, refreshToken, statements };
}

/** Opens a session for `userId` inside the caller's transaction; returns its id and first refresh token. */
export async function createSession(
  q: Queryable,
  input: SessionInput,
): Promise<{ sessionId: string; refreshToken: string }> {
  const { sessionId, refreshToken, statements } = openSessionStatements(input);
  for (const { sql, params } of statements) await q.query(sql, params);
  return { sessionId, refreshToken };
}

/** Opens a session in one pipelined transaction (sign-in with a password, the busiest path). */
export async function openSession(db: Db, input: SessionInput): Promise<{ sessionId: string; refreshToken: string }> {
  const { sessionId, refreshToken, statements } = openSessionStatements(input);
  await db.pipeline(statements);
  return { sessionId, refreshToken };
}

function authMethodStatement(sessionId: string, method: AuthMethod): Statement {
  return {
    sql: `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1::uuid, $2::text)
          on conflict (session_id, authentication_method) do update set updated_at = now()`,
    params: [sessionId, method],
  };
}

export async function recordAuthMethod(q: Queryable, sessionId: string, method: AuthMethod): Promise<void> {
  const { sql, params } = authMethodStatement(sessionId, method);
  await q.query(sql, params);
}

export type OpenedSession = { userId: string; sessionId: string; refreshToken: string };

/**
 * The session response: a fresh access token for the session plus the given refresh token.
 * Call it after the transaction that opened or rotated the session has committed: signing may
 * need the key store, which reads the database (PGlite has one connection, held by a transaction).
 */
export async function sessionResponse(deps: ServerDeps, input: OpenedSession): Promise<SessionResponse> {
  // The user and the session's assurance level and methods, in one exchange with the database.
  const [users, sessions] = await deps.db.pipeline([
    userByIdStatement(input.userId),
    {
      sql: `select s.aal, (select coalesce(jsonb_agg(jsonb_build_object(
         'method', c.authentication_method, 'timestamp', floor(extract(epoch from c.updated_at))::bigint)
         order by c.updated_at desc), '[]'::jsonb)
       from auth.mfa_amr_claims c where c.session_id = s.id) as amr
     from auth.sessions s where s.id = $1`,
      params: [input.sessionId],
    },
  ]);
  const user = users!.rows[0] as UserRecord | undefined;
  if (!user) throw new AuthApiError('user_not_found');
  const session = sessions!.rows[0] as { aal: string; amr: unknown } | undefined;
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
