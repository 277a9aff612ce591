/**
 * Test users made straight in the database, with access tokens signed by the app's own key
 * store: contract tests of /rest/v1 and /storage/v1 need signed-in callers without going
 * through sign-in. (Auth's own tests use the real sign-up and sign-in endpoints.)
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import type { Db } from '../../server/db/types.ts';
import type { ServerDeps } from '../../server/deps.ts';
import { builtinPublishableKey } from '../../server/site/handler.ts';
import { testSiteUrl, type TestApp } from '../setup/test-app.ts';

// bcrypt (cost 10) of 'correct horse battery', precomputed so factories cost no hashing.
export const factoryPassword = 'correct horse battery';
const factoryPasswordHash = '$2b$10$SuQHq6POQfQpfsaihl1vh.v4rPsTv/FYTKhMQ/MNrhf3WRvAam9cy';

export type StaffRole = 'admin' | 'editor' | 'sales' | 'marketing';

export type TestUser = {
  id: string;
  email: string;
  fullName: string;
  accessToken: string;
  sessionId: string;
  /** The secret of the user's verified TOTP factor, when they have one. */
  totpSecret?: string;
};

/** A base32 TOTP secret for factories (any 20 bytes do; tests compute codes with otpauth). */
export const factoryTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export async function createUser(
  deps: ServerDeps,
  overrides: {
    email?: string;
    fullName?: string;
    organization?: string;
    role?: string;
    confirmed?: boolean;
    /** A staff role (app_metadata.role), stored in auth.users and carried by the token. */
    staffRole?: StaffRole;
    /**
     * The session's assurance level. Staff get a verified TOTP factor and an aal2 session (staff
     * privileges need aal2, migration 0170) unless `aal: 'aal1'` asks for a password-only session.
     */
    aal?: 'aal1' | 'aal2';
  } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const email = overrides.email ?? `user-${id.slice(0, 8)}@example.test`;
  const fullName = overrides.fullName ?? `Test User ${id.slice(0, 4)}`;
  const meta = { fullName, organization: overrides.organization ?? null, role: overrides.role ?? null };
  const appMetadata = {
    provider: 'email',
    providers: ['email'],
    ...(overrides.staffRole ? { role: overrides.staffRole } : {}),
  };
  await deps.db.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
       raw_user_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, $3, $4, $5, $6, now(), now())`,
    [
      id,
      email,
      factoryPasswordHash,
      overrides.confirmed === false ? null : new Date().toISOString(),
      JSON.stringify(appMetadata),
      JSON.stringify(meta),
    ],
  );
  const aal = overrides.aal ?? (overrides.staffRole ? 'aal2' : 'aal1');
  let factorId: string | null = null;
  if (aal === 'aal2') {
    factorId = randomUUID();
    await deps.db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
       values ($1, $2, 'Authenticator app', 'totp', 'verified', $3)`,
      [factorId, id, factoryTotpSecret],
    );
  }
  const sessionId = randomUUID();
  await deps.db.query(
    `insert into auth.sessions (id, user_id, aal, factor_id, created_at, updated_at) values ($1, $2, $3, $4, now(), now())`,
    [sessionId, id, aal, factorId],
  );
  const now = Math.floor(Date.now() / 1000);
  const accessToken = await signAccessToken(deps, {
    sub: id,
    email,
    session_id: sessionId,
    user_metadata: meta,
    app_metadata: appMetadata,
    aal,
    ...(aal === 'aal2'
      ? {
          amr: [
            { method: 'totp', timestamp: now },
            { method: 'password', timestamp: now },
          ],
        }
      : {}),
  });
  return { id, email, fullName, accessToken, sessionId, ...(factorId ? { totpSecret: factoryTotpSecret } : {}) };
}

/** Signs a token the way /auth/v1 does; `claims` override the defaults (for tampering tests). */
export async function signAccessToken(
  deps: ServerDeps,
  claims: Record<string, unknown>,
  options: { expiresIn?: number } = {},
): Promise<string> {
  const { kid, privateKey } = await deps.keys.signingKey();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    aud: 'authenticated',
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    app_metadata: { provider: 'email', providers: ['email'] },
    is_anonymous: false,
    phone: '',
    ...claims,
  })
    .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
    .setIssuer(`${deps.env.SITE_URL}/auth/v1`)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(privateKey);
}

/** A supabase-js client that calls the app as `user` (or as the service role). */
export function clientAs(app: TestApp, token: string): SupabaseClient {
  return createClient(testSiteUrl, builtinPublishableKey, {
    global: { fetch: app.fetch, headers: { Authorization: `Bearer ${token}` } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export function serviceRoleToken(deps: ServerDeps): Promise<string> {
  return signAccessToken(deps, { role: 'service_role', aud: undefined, sub: undefined });
}

/** A bare auth user written straight into the database (no password, no session): an author for SQL-level tests. */
export async function insertAuthUser(db: Db, id: string, email: string): Promise<void> {
  await db.query(
    `insert into auth.users (id, aud, role, email, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, now(), now())`,
    [id, email],
  );
}
