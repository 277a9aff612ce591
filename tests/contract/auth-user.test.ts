import { randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { builtinPublishableKey } from '../../server/site/handler.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';
import { latestMail, mailTo, openLink, password, uniqueEmail, verifyLinkOf } from './auth-helpers.ts';
import { memorySessionAuth } from '../setup/memory-storage.ts';

describe.each(dbKinds())('auth user, recovery, verify and resend (%s)', (kind) => {
  const app = useTestApp(kind, { RATE_LIMITS: 'false' });

  /** A confirmed, signed-in user (confirmation through the emailed link). */
  async function confirmedUser() {
    const email = uniqueEmail('user');
    const client = app.client();
    await client.auth.signUp({ email, password, options: { data: { fullName: 'Meera', organization: 'IIT' } } });
    await openLink(app, verifyLinkOf(await latestMail(app, email)));
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    return { client, email, session: data.session! };
  }

  it('reads the user and merges metadata (null deletes a key)', async () => {
    const { client } = await confirmedUser();
    const got = await client.auth.getUser();
    expect(got.data.user?.user_metadata).toEqual({ fullName: 'Meera', organization: 'IIT' });
    const updated = await client.auth.updateUser({ data: { role: 'Teacher', organization: null } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ fullName: 'Meera', role: 'Teacher' });
    const same = await client.auth.getUser();
    expect(same.data.user?.user_metadata).toEqual({ fullName: 'Meera', role: 'Teacher' });
  });

  it('changes the password: other sessions end, the old password stops working', async () => {
    const { client, email } = await confirmedUser();
    const other = app.client();
    await other.auth.signInWithPassword({ email, password });
    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ code: 'same_password', status: 422 });
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error?.code).toBe('weak_password');
    const changed = await client.auth.updateUser({ password: 'a brand new secret' });
    expect(changed.error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await other.auth.getUser()).error).not.toBeNull();
    const old = await app.client().auth.signInWithPassword({ email, password });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await app.client().auth.signInWithPassword({ email, password: 'a brand new secret' });
    expect(fresh.error).toBeNull();
  });

  it('changes the email after both addresses confirm', async () => {
    const { client, email } = await confirmedUser();
    const newEmail = uniqueEmail('moved');
    const started = await client.auth.updateUser({ email: newEmail });
    expect(started.error).toBeNull();
    expect(started.data.user).toMatchObject({ email, new_email: newEmail, email_change_sent_at: expect.any(String) });
    const toNew = verifyLinkOf(await latestMail(app, newEmail));
    const toOld = verifyLinkOf(await latestMail(app, email));
    const half = await openLink(app, toNew);
    expect(half.params.message).toMatch(/^Confirmation link accepted/);
    const done = await openLink(app, toOld);
    expect(done.params.type).toBe('email_change');
    expect((await client.auth.getUser()).data.user?.email).toBe(newEmail);
    expect((await app.client().auth.signInWithPassword({ email: newEmail, password })).error).toBeNull();

    const taken = await confirmedUser();
    const clash = await taken.client.auth.updateUser({ email: newEmail });
    expect(clash.error).toMatchObject({ code: 'email_exists', status: 422 });
  });

  it('recovers a password through the emailed link, and answers unknown emails the same way', async () => {
    const { email } = await confirmedUser();
    const client = app.client();
    const unknown = await client.auth.resetPasswordForEmail(uniqueEmail('ghost'), {
      redirectTo: `${testSiteUrl}/reset`,
    });
    expect(unknown).toEqual({ data: {}, error: null });
    const known = await client.auth.resetPasswordForEmail(email, { redirectTo: `${testSiteUrl}/reset` });
    expect(known).toEqual({ data: {}, error: null });
    const again = await client.auth.resetPasswordForEmail(email);
    expect(again.error?.code).toBe('over_email_send_rate_limit');

    const mail = await latestMail(app, email);
    expect(mail.subject).toMatch(/Reset your/);
    const opened = await openLink(app, verifyLinkOf(mail));
    expect(opened.base).toBe(`${testSiteUrl}/reset`);
    expect(opened.params.type).toBe('recovery');
    const { access_token, refresh_token } = opened.params as { access_token: string; refresh_token: string };
    const recovered = app.client();
    await recovered.auth.setSession({ access_token, refresh_token });
    expect((await recovered.auth.updateUser({ password: 'recovered password' })).error).toBeNull();
    expect((await app.client().auth.signInWithPassword({ email, password: 'recovered password' })).error).toBeNull();
    expect((await openLink(app, verifyLinkOf(mail))).params.error_code).toBe('otp_expired');
  });

  it('expires links: an old recovery link redirects with otp_expired', async () => {
    const { email } = await confirmedUser();
    await app.client().auth.resetPasswordForEmail(email);
    const link = verifyLinkOf(await latestMail(app, email));
    await app.deps.db.query(
      `update auth.one_time_tokens set updated_at = now() - interval '61 minutes' where token_type = 'recovery_token'`,
    );
    const opened = await openLink(app, link);
    expect(opened.params).toMatchObject({ error: 'access_denied', error_code: 'otp_expired' });
    const foreign = await openLink(
      app,
      `${link.replace(/redirect_to=[^&]*/, '')}&redirect_to=https%3A%2F%2Fevil.example`,
    );
    expect(foreign.base).toBe(testSiteUrl);
  });

  it('verifies with verifyOtp({token_hash}) and refuses a used or bogus one', async () => {
    const email = uniqueEmail('otp');
    const client = app.client();
    await client.auth.signUp({ email, password });
    const token = new URL(verifyLinkOf(await latestMail(app, email))).searchParams.get('token')!;
    const verified = await client.auth.verifyOtp({ token_hash: token, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toEqual(expect.any(String));
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String));
    const reused = await app.client().auth.verifyOtp({ token_hash: token, type: 'signup' });
    expect(reused.error).toMatchObject({
      code: 'otp_expired',
      status: 403,
      message: 'Token has expired or is invalid',
    });
    const bogus = await app.client().auth.verifyOtp({ token_hash: 'f'.repeat(64), type: 'recovery' });
    expect(bogus.error?.code).toBe('otp_expired');
  });

  it('resends the confirmation with a new link that replaces the old one', async () => {
    const email = uniqueEmail('resend');
    const client = app.client();
    const { data } = await client.auth.signUp({ email, password });
    const oldLink = verifyLinkOf(await latestMail(app, email));
    const early = await client.auth.resend({ type: 'signup', email });
    expect(early.error?.code).toBe('over_email_send_rate_limit');
    await app.deps.db.query(`update auth.users set confirmation_sent_at = now() - interval '2 minutes' where id = $1`, [
      data.user!.id,
    ]);
    expect(await client.auth.resend({ type: 'signup', email })).toMatchObject({ error: null });
    expect(await mailTo(app, email)).toHaveLength(2);
    expect((await openLink(app, oldLink)).params.error_code).toBe('otp_expired');
    expect((await openLink(app, verifyLinkOf(await latestMail(app, email)))).params.type).toBe('signup');
    expect(await client.auth.resend({ type: 'signup', email: uniqueEmail('nobody') })).toMatchObject({ error: null });
  });

  it('supports the PKCE flow: the link answers ?code= and exchangeCodeForSession trades it', async () => {
    const storage = new Map<string, string>();
    const pkce = createClient(testSiteUrl, builtinPublishableKey, {
      global: { fetch: app.fetch },
      auth: memorySessionAuth(storage, { flowType: 'pkce' }),
    });
    const email = uniqueEmail('pkce');
    expect((await pkce.auth.signUp({ email, password })).error).toBeNull();
    const link = verifyLinkOf(await latestMail(app, email));
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const opened = await openLink(app, link);
    const code = new URL(opened.location).searchParams.get('code');
    expect(code).toEqual(expect.any(String));
    const exchanged = await pkce.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    const twice = await app.fetch(`${testSiteUrl}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: randomBytes(32).toString('hex') }),
    });
    expect(twice.status).toBe(404);
  });
});
