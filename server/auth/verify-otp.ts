/**
 * POST /verify {type, token_hash} or {type, email, token}: JSON answer (session, or the
 * message of the first half of an e-mail change), 403 otp_expired for a bad or used token.
 */
import type { Context } from 'hono';
import type { ServerDeps } from '../deps.ts';
import { AuthApiError, invalid } from './errors.ts';
import type { AuthEnv } from './guards.ts';
import { normaliseEmail, readBody, stringField } from './http.ts';
import { assertVerifyType, redeemToken } from './verify-token.ts';

export async function verifyOtp(c: Context<AuthEnv>, deps: ServerDeps): Promise<Response> {
  const body = await readBody(c);
  const type = assertVerifyType(stringField(body, 'type'));
  const tokenHash = stringField(body, 'token_hash');
  const token = stringField(body, 'token');
  const rawEmail = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  if (tokenHash && (rawEmail || phone || c.req.query('redirect_to'))) {
    throw invalid('Only the token_hash and type should be provided');
  }
  if (phone) throw new AuthApiError('phone_provider_disabled');
  if (!tokenHash && !(token && rawEmail)) throw invalid('Verify requires either a token_hash, or an email and a token');
  const outcome = tokenHash
    ? await redeemToken(c, deps, { token: tokenHash, type, via: 'api' })
    : await redeemToken(c, deps, { token: token!, type, email: normaliseEmail(rawEmail!), via: 'api' });
  if (outcome.kind === 'session') return c.json(outcome.session);
  if (outcome.kind === 'message') return c.json({ msg: outcome.message, code: 200 });
  throw new Error('POST /verify never yields an auth code');
}
