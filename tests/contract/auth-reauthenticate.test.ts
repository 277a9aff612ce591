/**
 * GET /auth/v1/reauthenticate and the nonce of a password change (supabase-js
 * `auth.reauthenticate()`, `updateUser({ password, nonce })`), as GoTrue answers them with
 * "secure password change" on (AUTH_SECURE_PASSWORD_CHANGE): a session older than a day needs the
 * emailed code; a fresh one does not.
 */
import { describe, expect, it } from 'vitest';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';
import { latestMail, mailTo, password, uniqueEmail } from './auth-helpers.ts';

describe.each(dbKinds())('auth reauthentication (%s)', (kind) => {
  const app = useTestApp(kind, {
    RATE_LIMITS: 'false',
    AUTH_AUTOCONFIRM: 'true',
    AUTH_SECURE_PASSWORD_CHANGE: 'true',
  });

  async function signedIn() {
    const email = uniqueEmail('reauth');
    const client = app.client();
    const { data, error } = await client.auth.signUp({ email, password });
    expect(error).toBeNull();
    return { client, email, session: data.session! };
  }

  /** Makes the session look as if it was signed in two days ago. */
  async function ageSession(accessToken: string) {
    const sessionId = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).session_id;
    await app.deps.db.query(`update auth.sessions set created_at = now() - interval '2 days' where id = $1`, [
      sessionId,
    ]);
  }

  const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

  it('emails a six-digit code to the signed-in user, at most one a minute', async () => {
    const { client, email } = await signedIn();
    const { data, error } = await client.auth.reauthenticate();
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    const mail = await latestMail(app, email);
    expect(mail.subject).toMatch(/confirmation code/);
    expect(codeOf(mail.text)).toMatch(/^\d{6}$/);
    const again = await client.auth.reauthenticate();
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(await mailTo(app, email)).toHaveLength(1);
    expect((await app.client().auth.reauthenticate()).error?.name).toBe('AuthSessionMissingError');
  });

  it('asks a session older than a day for the code before a password change, and takes it once', async () => {
    const { client, email, session } = await signedIn();
    // A fresh session needs no code, as in GoTrue.
    expect((await client.auth.updateUser({ password: 'fresh session secret' })).error).toBeNull();
    await ageSession(session.access_token);
    const without = await client.auth.updateUser({ password: 'a new and long secret' });
    expect(without.error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    });

    await client.auth.reauthenticate();
    const code = codeOf((await latestMail(app, email)).text)!;
    const wrong = await client.auth.updateUser({
      password: 'a new and long secret',
      nonce: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'reauthentication_not_valid',
      message: 'Nonce has expired or is invalid',
    });

    const right = await client.auth.updateUser({ password: 'a new and long secret', nonce: code });
    expect(right.error).toBeNull();
    expect((await app.client().auth.signInWithPassword({ email, password: 'a new and long secret' })).error).toBeNull();
    const reused = await client.auth.updateUser({ password: 'yet another long secret', nonce: code });
    expect(reused.error).toMatchObject({ code: 'reauthentication_not_valid' });
  });

  it('answers a malformed bearer token with GoTrue’s 403 bad_jwt', async () => {
    const res = await app.fetch(`${testSiteUrl}/auth/v1/user`, {
      headers: { Authorization: 'Bearer this-is-a-bad-token' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      code: 'bad_jwt',
      message:
        'invalid JWT: unable to parse or verify signature, token is malformed: token contains an invalid number of segments',
    });
  });
});
