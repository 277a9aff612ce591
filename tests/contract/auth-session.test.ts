import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../factories/users.ts';
import { builtinPublishableKey } from '../../server/site/handler.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';
import { decodeJwt, password, uniqueEmail } from './auth-helpers.ts';

describe.each(dbKinds())('auth sessions and tokens (%s)', (kind) => {
  const app = useTestApp(kind, { RATE_LIMITS: 'false', AUTH_AUTOCONFIRM: 'true' });

  async function signedIn() {
    const email = uniqueEmail('session');
    const client = app.client();
    const { data, error } = await client.auth.signUp({ email, password });
    expect(error).toBeNull();
    return { client, email, session: data.session!, userId: data.user!.id };
  }

  it('rotates refresh tokens; a replay after the reuse interval revokes the family', async () => {
    const { client, session } = await signedIn();
    const first = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    expect(first.data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(first.data.session!.access_token).payload.session_id).toBe(
      decodeJwt(session.access_token).payload.session_id,
    );

    // Within the reuse interval (concurrent tabs) the same parent yields the child already issued.
    const concurrent = await app.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(concurrent.error).toBeNull();
    expect(concurrent.data.session!.refresh_token).toBe(first.data.session!.refresh_token);

    // Later, the same parent is a replay: the whole session goes.
    await app.deps.db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where revoked`);
    const replay = await app.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(replay.error).toMatchObject({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    const child = await app.client().auth.refreshSession({ refresh_token: first.data.session!.refresh_token });
    expect(child.error?.code).toBe('refresh_token_not_found');
    // The session is gone: GET /user answers session_not_found, which supabase-js turns into AuthSessionMissingError.
    const user = await app.client().auth.getUser(first.data.session!.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });

  it('refuses unknown and malformed refresh tokens', async () => {
    const unknown = await app.client().auth.refreshSession({ refresh_token: 'abcdefghijklmnopqrstuvwx' });
    expect(unknown.error).toMatchObject({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
    const short = await app.client().auth.refreshSession({ refresh_token: 'short' });
    expect(short.error).toMatchObject({ code: 'validation_failed', message: 'Refresh token is not valid' });
  });

  it('signs out with scope local, others and global', async () => {
    const { email } = await signedIn();
    const sign = async () => {
      const client = app.client();
      const { data } = await client.auth.signInWithPassword({ email, password });
      return { client, session: data.session! };
    };
    const [a, b, c] = [await sign(), await sign(), await sign()];
    const alive = async (s: { session: { access_token: string } }) =>
      !(await app.client().auth.getUser(s.session.access_token)).error;

    expect((await b.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect([await alive(a), await alive(b), await alive(c)]).toEqual([true, false, true]);
    const gone = await app.fetch(`${testSiteUrl}/auth/v1/user`, {
      headers: { authorization: `Bearer ${b.session.access_token}` },
    });
    expect(gone.status).toBe(403);
    expect(await gone.json()).toMatchObject({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });

    expect((await a.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect([await alive(a), await alive(c)]).toEqual([true, false]);

    const d = await sign();
    expect((await d.client.auth.signOut()).error).toBeNull();
    expect([await alive(a), await alive(d)]).toEqual([false, false]);
    const refresh = await app.client().auth.refreshSession({ refresh_token: a.session.refresh_token });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
  });

  it('verifies access tokens with the JWKS (getClaims) and refuses expired and tampered ones on /user', async () => {
    const { client, session, userId } = await signedIn();
    const jwks = await app.fetch(`${testSiteUrl}/auth/v1/.well-known/jwks.json`);
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=600');
    const { keys } = (await jwks.json()) as { keys: Record<string, unknown>[] };
    expect(keys[0]).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      key_ops: ['verify'],
      kid: expect.any(String),
    });
    expect(keys[0]).not.toHaveProperty('d');

    await client.auth.setSession(session);
    const claims = await client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims).toMatchObject({ sub: userId, role: 'authenticated', aal: 'aal1' });

    const expired = await signAccessToken(app.deps, { sub: userId }, { expiresIn: -60 });
    const expiredResult = await app.client().auth.getUser(expired);
    expect(expiredResult.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(expiredResult.error?.message).toMatch(/token is expired/);

    const [h, p, s] = session.access_token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: '00000000-0000-0000-0000-000000000000' })).toString(
      'base64url',
    );
    const tampered = await app.client().auth.getUser(`${h}.${forged}.${s}`);
    expect(tampered.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    expect((await app.client().auth.getUser(none)).error).toMatchObject({ status: 403, code: 'bad_jwt' });

    const res = await app.fetch(`${testSiteUrl}/auth/v1/user`, { headers: { apikey: builtinPublishableKey } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'no_authorization', error_code: 'no_authorization' });
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('answers bad input with 400 validation_failed, never 500', async () => {
    const post = (path: string, body: string) =>
      app.fetch(`${testSiteUrl}/auth/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: builtinPublishableKey },
        body,
      });
    for (const [path, body] of [
      ['/signup', '{not json'],
      ['/signup', '[1,2]'],
      ['/signup', JSON.stringify({ email: 42, password })],
      ['/token?grant_type=password', JSON.stringify({ email: ['a'], password })],
      ['/recover', JSON.stringify({ email: { a: 1 } })],
      ['/signup', JSON.stringify({ email: uniqueEmail(), password, data: 'x'.repeat(70 * 1024) })],
    ] as const) {
      const res = await post(path, body);
      expect(res.status, `${path} ${body.slice(0, 30)}`).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    }
    const grant = await post('/token?grant_type=magic', '{}');
    expect(await grant.json()).toMatchObject({ code: 'invalid_credentials', msg: 'unsupported_grant_type' });
    const missing = await app.fetch(`${testSiteUrl}/auth/v1/nope`);
    expect(missing.status).toBe(404);
    const settings = await (await app.fetch(`${testSiteUrl}/auth/v1/settings`)).json();
    expect(settings).toMatchObject({ external: { email: true }, mailer_autoconfirm: true });
    expect(await (await app.fetch(`${testSiteUrl}/auth/v1/health`)).json()).toMatchObject({ name: 'GoTrue' });
  });
});
