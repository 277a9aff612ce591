/**
 * The tokens of signed URLs: JWTs signed with the server's ES256 key (server/lib/keys.ts), each
 * naming one object (`url: "{bucket}/{key}"`) and what it permits (`scope`: `download`, or
 * `upload` with the uploader's `owner` and `upsert`). A download token may carry the image
 * transformation it was signed with (`transform`). A token works for its object and scope only,
 * until it expires. Tokens signed before scopes existed name none and are download tokens.
 */
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { ServerDeps } from '../deps.ts';
import { storageErrors } from './errors.ts';

export type Scope = 'download' | 'upload';

export type SignedClaims = {
  url: string;
  scope: Scope;
  owner?: string | null;
  upsert?: boolean;
  transform?: Record<string, string>;
};

export async function signToken(
  deps: Pick<ServerDeps, 'keys'>,
  claims: SignedClaims,
  expiresIn: number,
): Promise<string> {
  const { kid, privateKey } = await deps.keys.signingKey();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(privateKey);
}

/**
 * An absolute link that downloads `bucket/key` for `expiresIn` seconds without a session (what
 * staff notifications and visitors' emails carry): Storage's signed-URL route on `siteUrl`.
 */
export async function signedDownloadUrl(
  deps: Pick<ServerDeps, 'keys'>,
  object: { bucket: string; key: string },
  expiresIn: number,
  siteUrl: string,
): Promise<string> {
  const url = `${object.bucket}/${object.key}`;
  const token = await signToken(deps, { url, scope: 'download' }, expiresIn);
  return new URL(`/storage/v1/object/sign/${url}?token=${token}`, siteUrl).href;
}

/** The token's claims when it is valid for `url` and `scope`; otherwise Storage's refusal. */
export async function verifyToken(
  deps: ServerDeps,
  token: string | undefined,
  url: string,
  scope: Scope,
): Promise<SignedClaims & JWTPayload> {
  if (!token) throw storageErrors.invalidSignature();
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, async (header) => {
      const found = header.kid ? await deps.keys.verificationKey(header.kid) : undefined;
      if (!found) throw new Error('unknown key');
      return found;
    }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw storageErrors.expiredSignature();
    throw storageErrors.invalidSignature();
  }
  const tokenScope = payload.scope ?? 'download';
  if (tokenScope !== scope) throw storageErrors.invalidSignature(`Token is not scoped for ${scope}`);
  if (payload.url !== url) throw storageErrors.invalidSignature();
  return payload as SignedClaims & JWTPayload;
}
