/**
 * Forged and stale access tokens on every surface that takes one. Each variant is sent to
 * /rest/v1 (401 PGRST301/PGRST303), /storage/v1 (Storage's envelope: HTTP 400, statusCode "403",
 * AccessDenied) and GET /auth/v1/user (403 bad_jwt), as each contract defines; a control token
 * shows the same request succeeds when the token is genuine. Then the session side: a replayed
 * refresh token revokes its family, and signing out revokes the session's refresh tokens.
 */
import { SignJWT, exportSPKI, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtinPublishableKey } from '../../server/site/handler.ts';
import { createUser, signAccessToken, type TestUser } from '../factories/users.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';
import { dbKinds } from '../setup/test-db.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const partsOf = (token: string) => token.split('.') as [string, string, string];
const payloadOf = (token: string) => JSON.parse(Buffer.from(partsOf(token)[1], 'base64url').toString()) as object;

type Variant = { name: string; token: () => Promise<string> };

describe.each(dbKinds())('access tokens on every surface (%s)', (kind) => {
  let user: TestUser;
  let jwk: JWK & { kid: string };

  const app = useTestApp(kind, { RATE_LIMITS: 'false', AUTH_AUTOCONFIRM: 'true' });
  beforeAll(async () => {
    user = await createUser(app.deps);
    const res = await app.fetch(`${testSiteUrl}/auth/v1/.well-known/jwks.json`);
    const { keys } = (await res.json()) as { keys: (JWK & { kid: string })[] };
    jwk = keys[0]!;
  });

  const claims = () => ({ sub: user.id, email: user.email, session_id: user.sessionId });
  const now = () => Math.floor(Date.now() / 1000);

  /** The genuine token's payload re-signed with HS256, using the public key's text as the secret. */
  async function hs256WithPublicKey(secret: string): Promise<string> {
    return new SignJWT(payloadOf(user.accessToken) as Record<string, unknown>)
      .setProtectedHeader({ alg: 'HS256', kid: jwk.kid, typ: 'JWT' })
      .sign(new TextEncoder().encode(secret));
  }

  /** The genuine token's payload signed with a freshly made (foreign) key of `alg`, under `kid`. */
  async function signedWithForeignKey(alg: 'ES256' | 'RS256', kid: string): Promise<string> {
    const { privateKey } = await generateKeyPair(alg);
    return new SignJWT(payloadOf(user.accessToken) as Record<string, unknown>)
      .setProtectedHeader({ alg, kid, typ: 'JWT' })
      .sign(privateKey);
  }

  /** The public key as a PEM (SPKI), the classic secret of an RS/ES-to-HS confusion attack. */
  async function publicPem(): Promise<string> {
    return exportSPKI((await importJWK({ ...jwk, ext: true }, 'ES256')) as CryptoKey);
  }

  const variants: Variant[] = [
    {
      name: 'tampered signature',
      token: async () => {
        const [h, p, s] = partsOf(user.accessToken);
        const sig = Buffer.from(s, 'base64url');
        sig[5] = (sig[5] ?? 0) ^ 0xff;
        return `${h}.${p}.${sig.toString('base64url')}`;
      },
    },
    {
      name: 'tampered payload (role raised to service_role)',
      token: async () => {
        const [h, , s] = partsOf(user.accessToken);
        return `${h}.${b64({ ...payloadOf(user.accessToken), role: 'service_role' })}.${s}`;
      },
    },
    {
      name: 'alg none',
      token: async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payloadOf(user.accessToken))}.`,
    },
    {
      name: 'alg none with the real kid',
      token: async () => `${b64({ alg: 'none', kid: jwk.kid, typ: 'JWT' })}.${b64(payloadOf(user.accessToken))}.`,
    },
    { name: 'HS256 keyed with the public JWK (JSON)', token: () => hs256WithPublicKey(JSON.stringify(jwk)) },
    { name: 'HS256 keyed with the public key coordinates', token: () => hs256WithPublicKey(`${jwk.x}${jwk.y}`) },
    { name: 'HS256 keyed with the public key PEM', token: async () => hs256WithPublicKey(await publicPem()) },
    { name: 'expired', token: () => signAccessToken(app.deps, claims(), { expiresIn: -120 }) },
    { name: 'wrong audience', token: () => signAccessToken(app.deps, { ...claims(), aud: 'another-project' }) },
    {
      name: 'not yet valid (nbf in an hour)',
      token: () => signAccessToken(app.deps, { ...claims(), nbf: now() + 3600 }),
    },
    { name: 'unknown kid (a foreign ES256 key)', token: () => signedWithForeignKey('ES256', 'not-a-known-kid') },
    { name: 'foreign ES256 key claiming the real kid', token: () => signedWithForeignKey('ES256', jwk.kid) },
    { name: 'RS256 with a foreign key and the real kid', token: () => signedWithForeignKey('RS256', jwk.kid) },
    {
      name: 'no kid',
      token: async () =>
        `${b64({ alg: 'ES256', typ: 'JWT' })}.${partsOf(user.accessToken)[1]}.${partsOf(user.accessToken)[2]}`,
    },
    { name: 'two parts only', token: async () => partsOf(user.accessToken).slice(0, 2).join('.') },
    { name: 'garbage in every part', token: async () => '%%%.###.$$$' },
  ];

  const headers = (token: string) => ({ apikey: builtinPublishableKey, authorization: `Bearer ${token}` });

  async function rest(token: string) {
    return app.fetch(`${testSiteUrl}/rest/v1/chat_history?select=id`, { headers: headers(token) });
  }
  async function storage(token: string) {
    return app.fetch(`${testSiteUrl}/storage/v1/object/list/images`, {
      method: 'POST',
      headers: { ...headers(token), 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: 'blog-images/', limit: 1 }),
    });
  }
  async function authUser(token: string) {
    return app.fetch(`${testSiteUrl}/auth/v1/user`, { headers: headers(token) });
  }

  it('accepts the genuine token everywhere (the control)', async () => {
    expect((await rest(user.accessToken)).status).toBe(200);
    expect((await storage(user.accessToken)).status).toBe(200);
    expect((await authUser(user.accessToken)).status).toBe(200);
  });

  it.each(variants)('refuses "$name" on /rest/v1, /storage/v1 and /auth/v1/user', async ({ token }) => {
    const forged = await token();
    expect(forged).not.toBe(user.accessToken);

    const r = await rest(forged);
    expect(r.status).toBe(401);
    const rBody = (await r.json()) as { code: string; message: string };
    expect(['PGRST301', 'PGRST303']).toContain(rBody.code);
    expect(r.headers.get('www-authenticate')).toMatch(/^Bearer/);

    const s = await storage(forged);
    expect(s.status).toBe(400);
    expect(await s.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized' });

    const a = await authUser(forged);
    expect([401, 403]).toContain(a.status);
    const aBody = (await a.json()) as { code: string };
    expect(['bad_jwt', 'no_authorization']).toContain(aBody.code);
  });
});

describe.each(dbKinds())('refresh-token families (%s)', (kind) => {
  const app = useTestApp(kind, { RATE_LIMITS: 'false', AUTH_AUTOCONFIRM: 'true' });

  let n = 0;
  async function signUp() {
    n += 1;
    const email = `tokens-${Date.now().toString(36)}-${n}@example.test`;
    const client = app.client();
    const { data, error } = await client.auth.signUp({ email, password: 'a long enough password' });
    expect(error).toBeNull();
    return { email, session: data.session! };
  }
  const alive = async (accessToken: string) => (await app.client().auth.getUser(accessToken)).error === null;
  /** Moves the reuse interval into the past, so a second use of a rotated token is a replay. */
  const ageRotations = () =>
    app.deps.db.query(`update auth.refresh_tokens set updated_at = now() - interval '5 minutes' where revoked`);

  it('a replayed refresh token revokes every generation of its family, and only that family', async () => {
    const { email, session } = await signUp();
    const other = await app.client().auth.signInWithPassword({ email, password: 'a long enough password' });
    expect(other.error).toBeNull();

    const gen1 = await app.client().auth.refreshSession({ refresh_token: session.refresh_token });
    const gen2 = await app.client().auth.refreshSession({ refresh_token: gen1.data.session!.refresh_token });
    expect(gen2.error).toBeNull();
    await ageRotations();

    // An attacker replays the first token (stolen earlier).
    const replay = await app.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });

    // The legitimate holder's newest token is dead too, and so are the family's access tokens.
    const newest = await app.client().auth.refreshSession({ refresh_token: gen2.data.session!.refresh_token });
    expect(newest.error?.code).toBe('refresh_token_not_found');
    expect(await alive(gen2.data.session!.access_token)).toBe(false);
    expect(await alive(session.access_token)).toBe(false);

    // The user's other session is untouched.
    expect(await alive(other.data.session!.access_token)).toBe(true);
    const otherRefresh = await app.client().auth.refreshSession({ refresh_token: other.data.session!.refresh_token });
    expect(otherRefresh.error).toBeNull();
  });

  it('signing out revokes the session’s refresh tokens, rotated ones included', async () => {
    const { session } = await signUp();
    const client = app.client();
    await client.auth.setSession(session);
    const rotated = await client.auth.refreshSession();
    expect(rotated.error).toBeNull();
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();

    for (const token of [session.refresh_token, rotated.data.session!.refresh_token]) {
      const again = await app.client().auth.refreshSession({ refresh_token: token });
      expect(again.error?.code).toBe('refresh_token_not_found');
    }
    const { rows } = await app.deps.db.query<{ n: number }>(
      `select count(*)::int as n from auth.refresh_tokens where session_id = $1`,
      [payloadSession(session.access_token)],
    );
    expect(rows[0]?.n).toBe(0);
    expect(await alive(rotated.data.session!.access_token)).toBe(false);
  });
});

function payloadSession(accessToken: string): string {
  return (payloadOf(accessToken) as { session_id: string }).session_id;
}
