/**
 * Test users made straight in the database, with access tokens signed by the app's own key
 * store: contract tests of /rest/v1 and /storage/v1 need signed-in callers without going
 * through sign-in. (Auth's own tests use the real sign-up and sign-in endpoints.)
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import type { ServerDeps } from '../../server/deps.ts';
import { builtinPublishableKey } from '../../server/site/handler.ts';
import { testSiteUrl, type TestApp } from '../setup/test-app.ts';

// bcrypt (cost 10) of 'correct horse battery', precomputed so factories cost no hashing.
export const factoryPassword = 'correct horse battery';
const factoryPasswordHash = '$2b$10$SuQHq6POQfQpfsaihl1vh.v4rPsTv/FYTKhMQ/MNrhf3WRvAam9cy';

export type StaffRole = 'admin' | 'editor' | 'sales';

export type TestUser = { id: string; email: string; fullName: string; accessToken: string; sessionId: string };

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
  const sessionId = randomUUID();
  await deps.db.query(
    `insert into auth.sessions (id, user_id, aal, created_at, updated_at) values ($1, $2, 'aal1', now(), now())`,
    [sessionId, id],
  );
  const accessToken = await signAccessToken(deps, {
    sub: id,
    email,
    session_id: sessionId,
    user_metadata: meta,
    app_metadata: appMetadata,
  });
  return { id, email, fullName, accessToken, sessionId };
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
