/**
 * POST /token?grant_type=password. The password is checked first (an unknown address spends the
 * same bcrypt time on a decoy), then ban and confirmation, so neither leaks without the password.
 */
import type { Context } from 'hono';
import type { ServerDeps } from '../deps.ts';
import { forgiveAttempt, throttledAttempt } from './attempt-throttle.ts';
import { AuthApiError, invalid } from './errors.ts';
import { requestMeta, type AuthEnv } from './guards.ts';
import { readBody, stringField } from './http.ts';
import { burnVerifyTime, minPasswordLength, verifyPassword, weakPasswordReasons } from './passwords.ts';
import { pendingSignUpPassword } from './one-time-tokens.ts';
import { openSession, sessionResponse } from './sessions.ts';
import { findUserByEmail } from './wire-user.ts';

export async function signInWithPassword(c: Context<AuthEnv>, deps: ServerDeps): Promise<Response> {
  const body = await readBody(c);
  const email = stringField(body, 'email')?.trim();
  const phone = stringField(body, 'phone')?.trim();
  const password = stringField(body, 'password') ?? '';
  if (email && phone) throw invalid('Only an email address or phone number should be provided on login.');
  if (!email && !phone) throw invalid('Only an email address or phone number should be provided on login.');

  // Per-address throttle (ADR 020): SIGN_IN_MAX_FAILURES failed sign-ins for one address within
  // SIGN_IN_FAILURE_WINDOW_SECONDS make that address wait, whoever tries it and whether or not it
  // has an account; before the lookup, so a known and an unknown address are throttled alike.
  const attempt = email
    ? await throttledAttempt(deps, 'sign-in', email, (retryAfter) =>
        c.get('log').warn({ retryAfter }, 'sign-in refused: too many failures for the address'),
      )
    : undefined;
  const user = email ? await findUserByEmail(deps.db, email) : undefined;
  // An unconfirmed sign-up's password waits with its confirmation link (ADR 020): it is checked
  // there, so the right password still hears "Email not confirmed".
  const hash =
    user && !user.encrypted_password && !user.email_confirmed_at
      ? await pendingSignUpPassword(deps.db, user.id)
      : user?.encrypted_password;
  const ok = user ? await verifyPassword(password, hash) : await burnVerifyTime(password);
  if (!user || !ok) {
    c.get('log').info({ userId: user?.id }, 'sign-in refused: invalid credentials');
    throw new AuthApiError('invalid_credentials');
  }
  await forgiveAttempt(deps.db, attempt);
  if (user.is_banned) throw new AuthApiError('user_banned');
  if (!user.email_confirmed_at) throw new AuthApiError('email_not_confirmed');

  const opened = await openSession(deps.db, { userId: user.id, method: 'password', meta: requestMeta(c, deps) });
  const response = await sessionResponse(deps, { userId: user.id, ...opened });
  const reasons = weakPasswordReasons(password);
  if (reasons.length > 0) {
    response.weak_password = { message: `Password should be at least ${minPasswordLength} characters.`, reasons };
  }
  c.get('log').info({ userId: user.id }, 'signed in with password');
  return c.json(response);
}
