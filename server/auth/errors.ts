/**
 * The /auth/v1 error catalogue: each stable code has one HTTP status and, where GoTrue has one,
 * its exact message. `AuthApiError` is the one error class; `authErrorResponse` the one
 * translator, writing the envelope supabase-js reads (code + error_code, msg + message) with
 * the X-Supabase-Api-Version and x-sb-error-code headers.
 */
import type { Context } from 'hono';

export const apiVersion = '2024-01-01';

export const authErrors = {
  validation_failed: { status: 400, message: 'Invalid request' },
  invalid_credentials: { status: 400, message: 'Invalid login credentials' },
  email_not_confirmed: { status: 400, message: 'Email not confirmed' },
  user_banned: { status: 400, message: 'User is banned' },
  refresh_token_not_found: { status: 400, message: 'Invalid Refresh Token: Refresh Token Not Found' },
  refresh_token_already_used: { status: 400, message: 'Invalid Refresh Token: Already Used' },
  session_expired: { status: 400, message: 'Invalid Refresh Token: Session Expired' },
  bad_code_verifier: { status: 400, message: 'code challenge does not match previously saved code verifier' },
  reauthentication_needed: { status: 400, message: 'Password update requires reauthentication' },
  no_authorization: { status: 401, message: 'This endpoint requires a valid Bearer token' },
  bad_jwt: { status: 403, message: 'invalid JWT: unable to parse or verify signature' },
  not_admin: { status: 403, message: 'User not allowed' },
  user_not_found: { status: 403, message: 'User from sub claim in JWT does not exist' },
  session_not_found: { status: 403, message: 'Session from session_id claim in JWT does not exist' },
  otp_expired: { status: 403, message: 'Token has expired or is invalid' },
  // GoTrue answers 401 on PUT /user and 403 on /factors; one status per code here: 403.
  insufficient_aal: {
    status: 403,
    message: 'AAL2 session is required to update email or password when MFA is enabled.',
  },
  not_found: { status: 404, message: 'Not found' },
  mfa_factor_not_found: { status: 404, message: 'Factor not found' },
  flow_state_not_found: { status: 404, message: 'invalid flow state, no valid flow state found' },
  user_already_exists: { status: 422, message: 'User already registered' },
  email_exists: { status: 422, message: 'A user with this email address has already been registered' },
  weak_password: { status: 422, message: 'Password should be at least 6 characters.' },
  same_password: { status: 422, message: 'New password should be different from the old password.' },
  current_password_mismatch: { status: 422, message: 'Current password is incorrect.' },
  reauthentication_not_valid: { status: 422, message: 'Nonce has expired or is invalid' },
  flow_state_expired: { status: 422, message: 'invalid flow state, flow state has expired' },
  phone_provider_disabled: { status: 422, message: 'Phone logins are disabled' },
  anonymous_provider_disabled: { status: 422, message: 'Anonymous sign-ins are disabled' },
  mfa_verification_failed: { status: 422, message: 'Invalid TOTP code entered' },
  mfa_challenge_expired: { status: 422, message: 'MFA challenge has expired' },
  mfa_factor_name_conflict: { status: 422, message: 'A factor with this friendly name already exists' },
  mfa_phone_enroll_not_enabled: { status: 422, message: 'MFA enroll is disabled for Phone' },
  mfa_webauthn_enroll_not_enabled: { status: 422, message: 'MFA enroll is disabled for WebAuthn' },
  too_many_enrolled_mfa_factors: {
    status: 422,
    message: 'Maximum number of verified factors reached, unenroll to continue',
  },
  over_request_rate_limit: { status: 429, message: 'Request rate limit reached' },
  over_email_send_rate_limit: { status: 429, message: 'email rate limit exceeded' },
  unexpected_failure: { status: 500, message: 'Unexpected failure, please check server logs for more information' },
  // GoTrue's own code and words; here: a statement cut by its budget (server/lib/statement-timeout.ts).
  request_timeout: { status: 504, message: 'Processing this request timed out, please retry after a moment.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type AuthErrorCode = keyof typeof authErrors;

export class AuthApiError extends Error {
  readonly code: AuthErrorCode;
  readonly status: number;
  /** Extra top-level fields of the body, e.g. `weak_password: { reasons }`. */
  readonly extra: Record<string, unknown>;
  /** Extra response headers, e.g. Retry-After. */
  readonly headers: Record<string, string>;

  /**
   * `status` overrides the catalogue's only where GoTrue itself answers one code with two
   * statuses: `user_not_found` is 403 for a token's missing user, 404 from /admin (adminUserNotFound).
   */
  constructor(
    code: AuthErrorCode,
    message?: string,
    options: { extra?: Record<string, unknown>; headers?: Record<string, string>; status?: number } = {},
  ) {
    super(message ?? authErrors[code].message);
    this.name = 'AuthApiError';
    this.code = code;
    this.status = options.status ?? authErrors[code].status;
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }
}

/** Shorthand for the many 400 validation_failed cases. */
export function invalid(message: string): AuthApiError {
  return new AuthApiError('validation_failed', message);
}

export function authErrorResponse(c: Context, err: AuthApiError): Response {
  c.header('X-Supabase-Api-Version', apiVersion);
  c.header('x-sb-error-code', err.code);
  c.header('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
  const body = { code: err.code, error_code: err.code, msg: err.message, message: err.message, ...err.extra };
  return c.json(body, err.status as 400);
}
