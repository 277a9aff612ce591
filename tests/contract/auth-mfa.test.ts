import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp } from '../setup/test-app.ts';
import { decodeJwt, password, uniqueEmail } from './auth-helpers.ts';

describe.each(dbKinds())('auth MFA TOTP (%s)', (kind) => {
  const app = useTestApp(kind, { RATE_LIMITS: 'false', AUTH_AUTOCONFIRM: 'true' });

  it('enrolls, challenges, verifies to aal2 and unenrolls', async () => {
    const email = uniqueEmail('mfa');
    const client = app.client();
    await client.auth.signUp({ email, password });

    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
    expect(enrolled.error).toBeNull();
    const { id: factorId, totp } = enrolled.data as {
      id: string;
      totp: { qr_code: string; secret: string; uri: string };
    };
    expect(totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(totp.uri).toMatch(/^otpauth:\/\/totp\/localhost:/);
    expect(totp.uri).toContain(`secret=${totp.secret}`);

    const dup = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
    expect(dup.error?.code).toBe('mfa_factor_name_conflict');

    const generator = new TOTP({ secret: totp.secret, algorithm: 'SHA1', digits: 6, period: 30 });
    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'totp', expires_at: expect.any(Number) });
    const wrongCode = String((Number(generator.generate()) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: wrongCode });
    expect(wrong.error).toMatchObject({ code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });

    const code = generator.generate();
    const verified = await client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data!.access_token).payload;
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(['totp', 'password']);
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });

    // The same code (time step) cannot be replayed on a new challenge.
    const second = await client.auth.mfa.challenge({ factorId });
    const replay = await client.auth.mfa.verify({ factorId, challengeId: second.data!.id, code });
    expect(replay.error?.code).toBe('mfa_verification_failed');

    // A new password sign-in is aal1 and needs aal2 to change the password or drop the factor.
    const other = app.client();
    await other.auth.signInWithPassword({ email, password });
    expect((await other.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    expect((await other.auth.updateUser({ password: 'another password' })).error?.code).toBe('insufficient_aal');
    expect((await other.auth.mfa.unenroll({ factorId })).error?.code).toBe('insufficient_aal');

    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.totp.map((f) => f.id)).toEqual([factorId]);
    const removed = await client.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect((await client.auth.getUser()).data.user?.factors ?? []).toEqual([]);
  });

  it('answers unknown factors and expired challenges with GoTrue codes', async () => {
    const client = app.client();
    await client.auth.signUp({ email: uniqueEmail('mfa2'), password });
    const missing = await client.auth.mfa.challenge({ factorId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.error).toMatchObject({ code: 'mfa_factor_not_found', status: 404 });
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const challenge = await client.auth.mfa.challenge({ factorId: data!.id });
    await app.deps.db.query(`update auth.mfa_challenges set created_at = now() - interval '10 minutes'`);
    const late = await client.auth.mfa.verify({ factorId: data!.id, challengeId: challenge.data!.id, code: '123456' });
    expect(late.error?.code).toBe('mfa_challenge_expired');
  });
});
