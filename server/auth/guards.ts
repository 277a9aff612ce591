/**
 * The guards the routing table puts in front of handlers: per-IP rate limits (Supabase Auth's
 * numbers, counters in PostgreSQL) and "a signed-in user is required".
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import type { Env } from '../lib/env.ts';
import { clientIp, rateLimitKey } from '../lib/client-ip.ts';
import { hitRateLimit, retryAfterSeconds, type RateLimitRule } from '../lib/rate-limit.ts';
import { bearerToken } from '../lib/request-auth.ts';
import { verifyAccessToken, verifySignedToken, type VerifiedClaims } from './access-token.ts';
import { AuthApiError } from './errors.ts';
import type { RequestMeta } from './sessions.ts';
import { findUserById, type UserRecord } from './wire-user.ts';
import { isUuid } from '../../rules/uuid.ts';

export type AuthedRequest = {
  user: UserRecord;
  claims: VerifiedClaims;
  /** The session the token belongs to (tokens from /auth/v1 always name one). */
  sessionId: string | undefined;
  aal: string;
};

export type AuthEnv = {
  Variables: AppEnv['Variables'] & { auth: AuthedRequest };
};

/**
 * Per-address limits per sliding 5 minutes (MFA: a minute). Sign-in and refresh keep Supabase
 * Auth's 150 (AUTH_RATE_TOKEN_PER_5MIN); sign-up and the e-mail-sending endpoints are sized for a
 * school behind one address (AUTH_RATE_SIGNUP_PER_5MIN, AUTH_RATE_EMAIL_PER_5MIN: 100 each, where
 * Supabase has 30): a class of 40 signs up at once. One person is held back per e-mail address
 * (one mail a minute, auth-mail.ts) and per account (SIGN_IN_MAX_FAILURES).
 */
export function rateLimitRules(env: Env) {
  const fiveMinutes = (limit: number): RateLimitRule => ({ limit, windowSeconds: 300 });
  return {
    token: fiveMinutes(env.AUTH_RATE_TOKEN_PER_5MIN),
    signup: fiveMinutes(env.AUTH_RATE_SIGNUP_PER_5MIN),
    recover: fiveMinutes(env.AUTH_RATE_EMAIL_PER_5MIN),
    resend: fiveMinutes(env.AUTH_RATE_EMAIL_PER_5MIN),
    user_update: fiveMinutes(env.AUTH_RATE_EMAIL_PER_5MIN),
    reauthenticate: fiveMinutes(env.AUTH_RATE_EMAIL_PER_5MIN),
    verify: fiveMinutes(env.AUTH_RATE_EMAIL_PER_5MIN),
    mfa: { limit: 15, windowSeconds: 60 },
  } satisfies Record<string, RateLimitRule>;
}

export type RateLimitName = keyof ReturnType<typeof rateLimitRules>;

export function requestMeta(c: Context, deps: ServerDeps): RequestMeta {
  return { ip: clientIp(c, { trustedHops: deps.env.TRUST_PROXY }), userAgent: c.req.header('user-agent') };
}

export function rateLimit(deps: ServerDeps, name: RateLimitName): MiddlewareHandler<AuthEnv> {
  const rule = rateLimitRules(deps.env)[name];
  return async (c, next) => {
    if (!deps.env.RATE_LIMITS) return next();
    const ip = clientIp(c, { trustedHops: deps.env.TRUST_PROXY });
    const result = await hitRateLimit(deps.db, `auth:${name}:${rateLimitKey(ip)}`, rule);
    if (!result.allowed) {
      const retryAfter = retryAfterSeconds(result.resetAt.getTime());
      c.get('log').warn({ limit: name, ip }, 'auth rate limit reached');
      throw new AuthApiError('over_request_rate_limit', undefined, { headers: { 'Retry-After': String(retryAfter) } });
    }
    return next();
  };
}

/**
 * The bearer JWT of a user or admin endpoint. None, or an API key that is no JWT (the
 * `sb_publishable_…` / `sb_secret_…` keys, which the Supabase gateway would have exchanged): 401
 * no_authorization. Anything else that is not three segments: GoTrue's 403 bad_jwt for a
 * malformed token.
 */
function requiredJwt(authorization: string | undefined): string {
  const token = bearerToken(authorization);
  if (!token || /^sb_(publishable|secret)_/.test(token)) throw new AuthApiError('no_authorization');
  if (token.split('.').length !== 3) {
    throw new AuthApiError(
      'bad_jwt',
      'invalid JWT: unable to parse or verify signature, token is malformed: token contains an invalid number of segments',
    );
  }
  return token;
}

/** Verifies the bearer JWT, loads its user and checks its session still exists. */
export function requireUser(deps: ServerDeps): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const token = requiredJwt(c.req.header('authorization'));
    const claims = await verifyAccessToken(deps.keys, token);
    const user = await findUserById(deps.db, claims.sub);
    if (!user) throw new AuthApiError('user_not_found');
    c.set('userId', user.id);
    // A token issued before a ban (GoTrue: 403 here, 400 on sign-in and refresh).
    if (user.is_banned) throw new AuthApiError('user_banned', undefined, { status: 403 });
    // The assurance level is the token's: a token minted before an MFA verification stays aal1.
    const aal = typeof claims.aal === 'string' ? claims.aal : 'aal1';
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
    if (sessionId !== undefined) {
      if (!isUuid(sessionId)) throw new AuthApiError('session_not_found');
      const { rows } = await deps.db.query<{ expired: boolean }>(
        `select coalesce(not_after < now(), false) as expired from auth.sessions where id = $1 and user_id = $2`,
        [sessionId, user.id],
      );
      const session = rows[0];
      if (!session) throw new AuthApiError('session_not_found');
      if (session.expired) throw new AuthApiError('session_expired', 'Session is no longer valid');
    }
    c.set('auth', { user, claims, sessionId, aal });
    return next();
  };
}

/** The roles GoTrue's admin API accepts (GOTRUE_JWT_ADMIN_ROLES' default). */
const adminRoles = new Set(['service_role', 'supabase_admin']);

/**
 * /admin: a bearer JWT signed by our key store whose `role` is an admin role, i.e. the service
 * key (`npm run keys`). No token: 401; a bad token: 403 bad_jwt; a user's token or the anon
 * key: 403 not_admin "User not allowed", as GoTrue's requireAdmin.
 */
export function requireServiceRole(deps: ServerDeps): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const token = requiredJwt(c.req.header('authorization'));
    const claims = await verifySignedToken(deps.keys, token);
    if (typeof claims.role !== 'string' || !adminRoles.has(claims.role)) throw new AuthApiError('not_admin');
    return next();
  };
}
