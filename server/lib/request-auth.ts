/**
 * Who is calling /rest/v1 or /storage/v1, decided from the `Authorization: Bearer` token the
 * way PostgREST does: no token, or a token that is not a JWT (the publishable key), means the
 * `anon` role; a JWT must carry a valid ES256 signature from our key store (by `kid`), must not
 * be expired, and its `role` claim picks the database role.
 */
import { errors as joseErrors, jwtVerify, decodeProtectedHeader, type JWTPayload } from 'jose';
import type { KeyStore } from './keys.ts';

export type DbRole = 'anon' | 'authenticated' | 'service_role';

export type RequestAuth = {
  role: DbRole;
  /** The verified claims (`{ role: 'anon' }` for anonymous callers). */
  claims: JWTPayload & { role: DbRole; sub?: string };
  /** The user id for `authenticated` callers. */
  userId?: string;
};

/** Why a token was refused: PostgREST's code and message (both 401). */
export type TokenProblem = { code: 'PGRST301' | 'PGRST303'; message: string };

const jwtShape = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const roles = new Set<DbRole>(['anon', 'authenticated', 'service_role']);

export function bearerToken(authorization: string | undefined | null): string | undefined {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return m?.[1];
}

export const anonymous: RequestAuth = { role: 'anon', claims: { role: 'anon' } };

export async function authenticate(
  headers: { authorization?: string | null; apikey?: string | null },
  keys: KeyStore,
): Promise<RequestAuth | TokenProblem> {
  const token = bearerToken(headers.authorization) ?? headers.apikey ?? undefined;
  if (!token || !token.includes('.')) return anonymous;
  if (!jwtShape.test(token)) {
    return { code: 'PGRST301', message: `Expected 3 parts in JWT; got ${token.split('.').length}` };
  }
  let kid: string | undefined;
  try {
    const header = decodeProtectedHeader(token);
    if (header.alg !== 'ES256') return { code: 'PGRST301', message: 'No suitable key or wrong key type' };
    kid = header.kid;
  } catch {
    return { code: 'PGRST301', message: 'JWT cryptographic operation failed' };
  }
  const key = kid ? await keys.verificationKey(kid) : undefined;
  if (!key) return { code: 'PGRST301', message: 'No suitable key or wrong key type' };
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, key, { algorithms: ['ES256'], clockTolerance: 5 }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) return { code: 'PGRST303', message: 'JWT expired' };
    if (err instanceof joseErrors.JWTClaimValidationFailed) return { code: 'PGRST303', message: err.message };
    return { code: 'PGRST301', message: 'JWT cryptographic operation failed' };
  }
  const role = payload.role;
  if (typeof role !== 'string' || !roles.has(role as DbRole)) {
    return { code: 'PGRST303', message: `JWT role "${String(role)}" is not allowed` };
  }
  if (role === 'authenticated') {
    const aud = payload.aud;
    const audOk = aud === 'authenticated' || (Array.isArray(aud) && aud.includes('authenticated'));
    if (!audOk) return { code: 'PGRST303', message: 'JWT not in audience' };
    if (typeof payload.sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(payload.sub)) {
      return { code: 'PGRST303', message: 'JWT sub claim must be a UUID' };
    }
    return { role, claims: { ...payload, role, sub: payload.sub }, userId: payload.sub };
  }
  return { role: role as DbRole, claims: { ...payload, role: role as DbRole } };
}

export function isTokenProblem(x: RequestAuth | TokenProblem): x is TokenProblem {
  return 'code' in x;
}
