/**
 * /auth/v1: the GoTrue-compatible auth server. This is its routing table: each route shows its
 * guards (rate limit, signed-in user) before its handler. Every response carries
 * X-Supabase-Api-Version; every error goes through the one translator in errors.ts.
 */
import { isStatementTimeout } from '../lib/statement-timeout.ts';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ServerDeps } from '../deps.ts';
import { apiVersion, AuthApiError, authErrorResponse } from './errors.ts';
import { adminCreateUser, adminDeleteUser, adminGetUser, adminListUsers, adminUpdateUser } from './admin-users.ts';
import { exchangeCode } from './exchange-code.ts';
import { getUser } from './get-user.ts';
import { rateLimit, requireServiceRole, requireUser, type AuthEnv } from './guards.ts';
import { maxBodyBytes } from './http.ts';
import { challengeFactor } from './mfa-challenge.ts';
import { enrollFactor } from './mfa-enroll.ts';
import { unenrollFactor } from './mfa-unenroll.ts';
import { verifyFactor } from './mfa-verify.ts';
import { recoverPassword } from './recover-password.ts';
import { reauthenticate } from './reauthenticate.ts';
import { refreshSession } from './refresh-session.ts';
import { resendEmail } from './resend-email.ts';
import { health, settings } from './settings.ts';
import { signInWithPassword } from './sign-in-with-password.ts';
import { signOut } from './sign-out.ts';
import { signUp } from './sign-up.ts';
import { updateUser } from './update-user.ts';
import { verifyLink } from './verify-link.ts';
import { verifyOtp } from './verify-otp.ts';

type Handler = (c: Context<AuthEnv>, deps: ServerDeps) => Response | Promise<Response>;

export function createAuthApp(deps: ServerDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  const h = (handler: Handler) => (c: Context<AuthEnv>) => handler(c, deps);
  const limit = (name: Parameters<typeof rateLimit>[1]) => rateLimit(deps, name);
  const user = requireUser(deps);
  const service = requireServiceRole(deps);

  app.use(async (c, next) => {
    await next();
    c.header('X-Supabase-Api-Version', apiVersion);
  });
  app.use(
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: () => {
        throw new AuthApiError('validation_failed', `Request body is too large (limit ${maxBodyBytes / 1024} KB)`);
      },
    }),
  );

  app.get('/health', (c) => c.json(health));
  app.get('/settings', (c) => c.json(settings(deps)));
  app.get('/.well-known/jwks.json', async (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json(await deps.keys.jwks());
  });

  app.post('/signup', limit('signup'), h(signUp));
  app.post('/token', limit('token'), h(token));
  app.post('/logout', user, h(signOut));
  app.get('/user', user, h(getUser));
  app.put('/user', user, limit('user_update'), h(updateUser));
  app.get('/reauthenticate', user, limit('reauthenticate'), h(reauthenticate));
  app.post('/recover', limit('recover'), h(recoverPassword));
  app.get('/verify', limit('verify'), h(verifyLink));
  app.post('/verify', limit('verify'), h(verifyOtp));
  app.post('/resend', limit('resend'), h(resendEmail));

  app.post('/factors', user, h(enrollFactor));
  app.post('/factors/:id/challenge', user, limit('mfa'), h(challengeFactor));
  app.post('/factors/:id/verify', user, limit('mfa'), h(verifyFactor));
  app.delete('/factors/:id', user, h(unenrollFactor));

  // GoTrue's admin API for the service key (npm run keys): supabase-js auth.admin.*.
  app.get('/admin/users', service, h(adminListUsers));
  app.post('/admin/users', service, h(adminCreateUser));
  app.get('/admin/users/:id', service, h(adminGetUser));
  app.put('/admin/users/:id', service, h(adminUpdateUser));
  app.delete('/admin/users/:id', service, h(adminDeleteUser));
  // Other admin calls (invite, generate_link, factors) answer 404 like unknown endpoints, but
  // only to the service key: anyone else learns nothing about them.
  app.all('/admin/*', service);

  // Everything else (OAuth, SSO, OTP sign-in, identities, …) is not offered.
  app.all('*', (c) =>
    authErrorResponse(c, new AuthApiError('not_found', 'The requested auth endpoint does not exist')),
  );
  app.onError((err, c) => {
    if (err instanceof AuthApiError) return authErrorResponse(c, err);
    if (isStatementTimeout(err)) {
      c.get('log').warn({ path: c.req.path }, 'auth request over its statement budget');
      return authErrorResponse(c, new AuthApiError('request_timeout'));
    }
    c.get('log').error({ err }, 'auth request failed');
    return authErrorResponse(c, new AuthApiError('unexpected_failure'));
  });
  return app;
}

/** POST /token dispatches on the grant_type query parameter. */
function token(c: Context<AuthEnv>, deps: ServerDeps): Promise<Response> {
  const grant = c.req.query('grant_type');
  if (grant === 'password') return signInWithPassword(c, deps);
  if (grant === 'refresh_token') return refreshSession(c, deps);
  if (grant === 'pkce') return exchangeCode(c, deps);
  throw new AuthApiError('invalid_credentials', 'unsupported_grant_type');
}
