/**
 * The project's API keys in Supabase's legacy form: JWTs with `role` `anon` or
 * `service_role` and no `sub` or `aud`, signed by the key store's current signing key (so every
 * process on the database accepts them, and they die with that key when it is revoked).
 * Made on demand by `npm run keys` (scripts/keys.ts); the server never stores or serves them.
 * The service key bypasses row-level security on /rest/v1 and /storage/v1 (the `service_role`
 * database role has BYPASSRLS) and opens /auth/v1/admin.
 */
import { SignJWT } from 'jose';
import type { KeyStore } from '../lib/keys.ts';

/**
 * 90 days unless the operator says otherwise (`npm run keys -- --expires-in 1y`): Supabase's
 * legacy keys live ten years, which makes a leaked service key a decade-long problem. A key
 * also dies with its signing key (server/auth/signing-keys.ts).
 */
export const apiKeyLifetimeSeconds = 90 * 24 * 3600;

export type ApiKeys = { anonKey: string; serviceRoleKey: string; kid: string; expiresAt: string };

export async function mintApiKeys(
  keys: KeyStore,
  now = new Date(),
  lifetimeSeconds = apiKeyLifetimeSeconds,
): Promise<ApiKeys> {
  const { kid, privateKey } = await keys.signingKey();
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + lifetimeSeconds;
  const sign = (role: 'anon' | 'service_role') =>
    new SignJWT({ role })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setIssuer('supabase')
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(privateKey);
  return {
    anonKey: await sign('anon'),
    serviceRoleKey: await sign('service_role'),
    kid,
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}
