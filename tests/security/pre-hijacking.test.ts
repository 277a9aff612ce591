/**
 * Account pre-hijacking (ADR 020): whoever signs up first with someone else's address must not
 * choose the password that account has once its owner confirms it. A sign-up's password takes
 * effect only through that sign-up's own confirmation link; a later sign-up for the same
 * unconfirmed address replaces the earlier one's password, profile data and link. Through
 * supabase-js, as an attacker and the address's owner would call the API.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../setup/test-app.ts';
import { dbKinds } from '../setup/test-db.ts';
import { latestMail, openLink, uniqueEmail, verifyLinkOf } from '../contract/auth-helpers.ts';

const attackerPassword = 'attacker chose this one';
const ownerPassword = 'the owner chose this one';

describe.each(dbKinds())('account pre-hijacking (%s)', (kind) => {
  const app = useTestApp(kind, { RATE_LIMITS: 'false' });

  /** The one-minute resend cool-down, passed without waiting a minute. */
  const passCooldown = (email: string) =>
    app.deps.db.query(
      `update auth.users set confirmation_sent_at = now() - interval '2 minutes' where lower(email) = $1`,
      [email],
    );

  /** Signs up `email` with `password` and a full name, through `client`. */
  const signUpAs = (client: SupabaseClient, email: string, password: string, fullName: string) =>
    client.auth.signUp({ email, password, options: { data: { fullName } } });

  it("the owner's later sign-up replaces the attacker's password and link", async () => {
    const email = uniqueEmail('victim');
    const attacker = app.client();
    const first = await signUpAs(attacker, email, attackerPassword, 'Mallory');
    expect(first.error).toBeNull();
    const attackerLink = verifyLinkOf(await latestMail(app, email));
    // Nothing is set on the account yet: the password waits with the link.
    const stored = await app.deps.db.query<{ encrypted_password: string | null }>(
      `select encrypted_password from auth.users where lower(email) = $1`,
      [email],
    );
    expect(stored.rows[0]?.encrypted_password).toBeNull();
    expect((await attacker.auth.signInWithPassword({ email, password: attackerPassword })).error?.code).toBe(
      'email_not_confirmed',
    );

    await passCooldown(email);
    const owner = app.client();
    const second = await signUpAs(owner, email, ownerPassword, 'Asha Rao');
    expect(second.error).toBeNull();
    expect(second.data.user?.id).toBe(first.data.user?.id);
    expect(second.data.user?.user_metadata).toEqual({ fullName: 'Asha Rao' });
    const ownerLink = verifyLinkOf(await latestMail(app, email));
    expect(ownerLink).not.toBe(attackerLink);

    // Before confirmation the attacker's password is simply wrong; the owner's is "not confirmed".
    expect((await attacker.auth.signInWithPassword({ email, password: attackerPassword })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await owner.auth.signInWithPassword({ email, password: ownerPassword })).error?.code).toBe(
      'email_not_confirmed',
    );

    // The attacker's link no longer works; the owner's confirms with the owner's password.
    expect((await openLink(app, attackerLink)).params.error_code).toBe('otp_expired');
    const confirmed = await openLink(app, ownerLink);
    expect(confirmed.params.access_token).toEqual(expect.any(String));

    const attackerTry = await attacker.auth.signInWithPassword({ email, password: attackerPassword });
    expect(attackerTry.error?.code).toBe('invalid_credentials');
    expect(attackerTry.data.session).toBeNull();
    const ownerIn = await owner.auth.signInWithPassword({ email, password: ownerPassword });
    expect(ownerIn.error).toBeNull();
    const profile = await owner.from('profiles').select('full_name').single();
    expect(profile.data).toEqual({ full_name: 'Asha Rao' });
  });

  it("a resent link belongs to the same sign-up: it sets that sign-up's password", async () => {
    const email = uniqueEmail('resent');
    const client = app.client();
    await client.auth.signUp({ email, password: ownerPassword });
    await passCooldown(email);
    expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull();
    await openLink(app, verifyLinkOf(await latestMail(app, email)));
    expect((await client.auth.signInWithPassword({ email, password: ownerPassword })).error).toBeNull();
  });

  it('a confirmation link left over after the address was confirmed another way sets no password', async () => {
    const email = uniqueEmail('recovered');
    const attacker = app.client();
    await attacker.auth.signUp({ email, password: attackerPassword });
    const attackerLink = verifyLinkOf(await latestMail(app, email));
    // The owner resets the password instead (which confirms the address) and chooses their own.
    const owner = app.client();
    expect((await owner.auth.resetPasswordForEmail(email)).error).toBeNull();
    const recovery = await openLink(app, verifyLinkOf(await latestMail(app, email)));
    expect(recovery.params.type).toBe('recovery');
    await owner.auth.setSession({
      access_token: recovery.params.access_token!,
      refresh_token: recovery.params.refresh_token!,
    });
    expect((await owner.auth.updateUser({ password: ownerPassword })).error).toBeNull();

    expect((await openLink(app, attackerLink)).params.error_code).toBe('otp_expired');
    expect((await attacker.auth.signInWithPassword({ email, password: attackerPassword })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await app.client().auth.signInWithPassword({ email, password: ownerPassword })).error).toBeNull();
  });
});
