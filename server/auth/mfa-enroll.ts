/**
 * POST /factors {factor_type: 'totp', friendly_name?, issuer?}: a new unverified TOTP factor,
 * answered with its secret, otpauth:// URI and the URI as an SVG QR code. Only TOTP is offered.
 */
import type { Context } from 'hono';
import { Secret } from 'otpauth';
import type { ServerDeps } from '../deps.ts';
import { AuthApiError, invalid } from './errors.ts';
import type { AuthEnv } from './guards.ts';
import { readBody, stringField } from './http.ts';
import { renderTotpQrCode } from './totp-qr-code.ts';
import { challengeLifetimeSeconds, totpFor } from './mfa-factors.ts';
import { factorsOf, hasVerifiedFactor } from './wire-user.ts';

const maxFactors = 10;

export async function enrollFactor(c: Context<AuthEnv>, deps: ServerDeps): Promise<Response> {
  const body = await readBody(c);
  const { user, aal } = c.get('auth');
  const type = stringField(body, 'factor_type');
  if (type === 'phone') throw new AuthApiError('mfa_phone_enroll_not_enabled');
  if (type === 'webauthn') throw new AuthApiError('mfa_webauthn_enroll_not_enabled');
  if (type !== 'totp') throw invalid('factor_type needs to be totp, phone or webauthn');
  const friendlyName = stringField(body, 'friendly_name')?.trim() ?? '';
  if (friendlyName.length > 120) throw invalid('friendly_name is too long (at most 120 characters)');
  const issuer = stringField(body, 'issuer')?.trim() || new URL(deps.env.SITE_URL).hostname;
  if (issuer.length > 120 || issuer.includes(':')) throw invalid('issuer must be at most 120 characters, without ":"');
  if (hasVerifiedFactor(user) && aal !== 'aal2') {
    throw new AuthApiError('insufficient_aal', 'AAL2 required to enroll a new factor');
  }

  // Abandoned enrolments expire like challenges do.
  await deps.db.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
     and created_at < now() - make_interval(secs => $2)`,
    [user.id, challengeLifetimeSeconds],
  );
  if (factorsOf(user).length >= maxFactors) throw new AuthApiError('too_many_enrolled_mfa_factors');

  const secret = new Secret({ size: 20 }).base32;
  const uri = totpFor(secret, issuer, user.email ?? user.id).toString();
  let id: string;
  try {
    const { rows } = await deps.db.query<{ id: string }>(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
       values ($1, $2, 'totp', 'unverified', $3) returning id`,
      [user.id, friendlyName || null, secret],
    );
    id = rows[0]!.id;
  } catch (err) {
    if ((err as { code?: string }).code !== '23505') throw err;
    throw new AuthApiError(
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  }
  c.get('log').info({ userId: user.id, factorId: id }, 'TOTP factor enrolled (unverified)');
  return c.json({
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: renderTotpQrCode(uri), secret, uri },
  });
}
