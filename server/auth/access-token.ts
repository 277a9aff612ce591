/**
 * Access tokens: ES256 JWTs with the signing key's `kid` and GoTrue's claims, and their
 * verification for /auth/v1 user endpoints with GoTrue's error texts (403 bad_jwt).
 */
import { decodeProtectedHeader, errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { KeyStore } from '../lib/keys.ts';
import { AuthApiError } from './errors.ts';
import { isUuid } from '../../rules/uuid.ts';

export type AmrEntry = { method: string; timestamp: number };

export type AccessClaims = {
  sub: string;
  email: string;
  phone: string;
  app_metadata: unknown;
  user_metadata: unknown;
  aal: string;
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
};

export async function signAccessToken(
  keys: KeyStore,
  options: { issuer: string; expiresIn: number },
  claims: AccessClaims,
): Promise<{ token: string; expiresAt: number }> {
  const { kid, privateKey } = await keys.signingKey();
  const iat = Math.floor(Date.now() / 1000);
  const expiresAt = iat + options.expiresIn;
  const token = await new SignJWT({ ...claims, aud: 'authenticated', role: 'authenticated' })
    .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
    .setIssuer(options.issuer)
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .sign(privateKey);
  return { token, expiresAt };
}

export type VerifiedClaims = JWTPayload & { sub: string; session_id?: string; aal?: string };

/** Verifies a bearer token for a user endpoint, or throws the matching GoTrue error. */
export async function verifyAccessToken(keys: KeyStore, token: string): Promise<VerifiedClaims> {
  const payload = await verifySignedToken(keys, token, { audience: 'authenticated' });
  if (typeof payload.sub !== 'string' || payload.sub === '') {
    throw new AuthApiError('bad_jwt', 'invalid claim: missing sub claim');
  }
  if (!isUuid(payload.sub)) throw new AuthApiError('bad_jwt', 'invalid claim: sub claim must be a UUID');
  return payload as VerifiedClaims;
}

/**
 * Checks a JWT's ES256 signature against the key store (by `kid`) and its expiry, and `aud`
 * when asked (user endpoints; the anon and service keys carry no `aud`, as Supabase's legacy
 * keys). Throws GoTrue's 403 bad_jwt texts.
 */
export async function verifySignedToken(
  keys: KeyStore,
  token: string,
  options: { audience?: string } = {},
): Promise<JWTPayload> {
  const fail = (detail: string) =>
    new AuthApiError('bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);
  let kid: string | undefined;
  try {
    const header = decodeProtectedHeader(token);
    if (header.alg !== 'ES256') throw fail(`signing method ${String(header.alg)} is invalid`);
    kid = header.kid;
  } catch (err) {
    if (err instanceof AuthApiError) throw err;
    throw fail('token is malformed: could not base64-decode header');
  }
  const key = kid ? await keys.verificationKey(kid) : undefined;
  if (!key) throw fail('token is unverifiable: error while executing keyfunc: invalid kid');
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['ES256'],
      ...(options.audience ? { audience: options.audience } : {}),
      clockTolerance: 5,
    });
    return payload;
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw fail('token has invalid claims: token is expired');
    if (err instanceof joseErrors.JWTClaimValidationFailed) throw fail(`token has invalid claims: ${err.message}`);
    throw fail('token signature is invalid: crypto/ecdsa: verification error');
  }
}
