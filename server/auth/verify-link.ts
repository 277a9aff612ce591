/**
 * GET /verify?token=…&type=…&redirect_to=… (the e-mail link): 303 to `redirect_to` with the
 * session in the fragment (implicit flow), `?code=` (PKCE), or `#error=…&error_code=…` on failure.
 */
import type { Context } from 'hono';
import type { ServerDeps } from '../deps.ts';
import { AuthApiError } from './errors.ts';
import type { AuthEnv } from './guards.ts';
import { safeRedirect } from './http.ts';
import { assertVerifyType, redeemToken } from './verify-token.ts';

const oauthError: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

export async function verifyLink(c: Context<AuthEnv>, deps: ServerDeps): Promise<Response> {
  const redirectTo = safeRedirect(deps.env.SITE_URL, c.req.query('redirect_to'));
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  // A HEAD (Hono answers it with the GET route) is what mail scanners and link previews send:
  // it never spends the link (#26).
  if (c.req.method === 'HEAD') return c.body(null, 200);
  try {
    const type = assertVerifyType(c.req.query('type'));
    const outcome = await redeemToken(c, deps, { token: c.req.query('token') ?? '', type, via: 'link' });
    if (outcome.kind === 'code') {
      const url = new URL(redirectTo);
      url.searchParams.set('code', outcome.authCode);
      return c.redirect(url.href, 303);
    }
    if (outcome.kind === 'message')
      return c.redirect(withFragment(redirectTo, { message: outcome.message, sb: '' }), 303);
    const s = outcome.session;
    const fragment = {
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      sb: '',
      token_type: s.token_type,
      type,
    };
    return c.redirect(withFragment(redirectTo, fragment), 303);
  } catch (err) {
    if (!(err instanceof AuthApiError)) throw err;
    const description = err.code === 'otp_expired' ? 'Email link is invalid or has expired' : err.message;
    const error = oauthError[err.status];
    const params = { ...(error ? { error } : {}), error_code: err.code, error_description: description, sb: '' };
    return c.redirect(withFragment(redirectTo, params), 303);
  }
}

function withFragment(url: string, params: Record<string, string>): string {
  return `${url.split('#')[0]}#${new URLSearchParams(params).toString()}`;
}
