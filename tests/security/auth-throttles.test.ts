/**
 * Guessing one secret is throttled per target, across addresses and processes (ADR 020):
 * - failed password sign-ins per e-mail address (SIGN_IN_MAX_FAILURES in the window, here 3),
 *   the same for a known and an unknown address;
 * - wrong MFA codes per factor (MFA_MAX_FAILURES, here 3).
 * Both answer 429 `over_request_rate_limit` with Retry-After, as GoTrue answers its limits.
 */
import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { builtinPublishableKey } from '../../server/site/handler.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';
import { dbKinds } from '../setup/test-db.ts';
import { password, uniqueEmail } from '../contract/auth-helpers.ts';

const limit = 3;
let ipCounter = 0;

describe.each(dbKinds())('sign-in and MFA throttles (%s)', (kind) => {
  const app = useTestApp(kind, {
    RATE_LIMITS: 'true',
    AUTH_AUTOCONFIRM: 'true',
    SIGN_IN_MAX_FAILURES: String(limit),
    MFA_MAX_FAILURES: String(limit),
  });

  /** A password sign-in from its own client address (so per-IP limits stay out of the way). */
  const signIn = (email: string, pw: string, ip = `198.18.0.${++ipCounter % 250}`) =>
    app.fetch(`${testSiteUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        apikey: builtinPublishableKey,
        'x-supabase-api-version': '2024-01-01',
        'x-forwarded-for': ip,
      },
      body: JSON.stringify({ email, password: pw }),
    });

  async function registered(): Promise<string> {
    const email = uniqueEmail('throttled');
    expect((await app.client().auth.signUp({ email, password })).error).toBeNull();
    return email;
  }

  it('after the limit of failures an address waits, known or unknown, answered alike', async () => {
    const known = await registered();
    const unknown = uniqueEmail('nobody');
    for (const email of [known, unknown]) {
      for (let i = 0; i < limit; i++) expect((await signIn(email, 'wrong password')).status).toBe(400);
    }
    const answers = await Promise.all([known, unknown].map((email) => signIn(email, 'wrong password')));
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual([429, 429]);
    expect(bodies[0]).toEqual(bodies[1]);
    expect(bodies[0]).toMatchObject({ code: 'over_request_rate_limit', error_code: 'over_request_rate_limit' });
    expect(bodies[0].msg).toMatch(/^Too many failed sign-in attempts for this email address\. Please wait 15 minutes/);
    for (const r of answers) {
      const retryAfter = Number(r.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(890);
      expect(retryAfter).toBeLessThanOrEqual(900);
    }
    // While it waits, even the right password is refused: the guess is never checked.
    expect((await signIn(known, password)).status).toBe(429);
    // The address, not the client: other addresses sign in as usual.
    const other = await registered();
    expect((await signIn(other, password)).status).toBe(200);
    // Case and spaces do not make another address.
    expect((await signIn(`  ${known.toUpperCase()} `, password)).status).toBe(429);

    // Once the failures leave the window, the address signs in again.
    await app.deps.db.query(`update auth.failed_attempts set failed_at = failed_at - interval '15 minutes'`);
    expect((await signIn(known, password)).status).toBe(200);
  });

  // The property is the code path's (refused before the lookup), not the engine's: measured once.
  it.runIf(kind === 'pglite')('a waiting known and unknown address are answered in the same time', async () => {
    const known = await registered();
    const unknown = uniqueEmail('ghost');
    for (const email of [known, unknown]) for (let i = 0; i < limit; i++) await signIn(email, 'wrong password');
    const timed = async (email: string) => {
      const start = performance.now();
      const res = await signIn(email, 'wrong password');
      await res.arrayBuffer();
      expect(res.status).toBe(429);
      return performance.now() - start;
    };
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    for (let i = 0; i < 60; i++) {
      // Interleaved, alternating which goes first, so drift on a shared machine hits both alike.
      const order = i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const which of order) times[which].push(await timed(which === 'known' ? known : unknown));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(5);
  });

  it('a parallel burst of guesses gets exactly the limit through', async () => {
    const email = await registered();
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () => signIn(email, 'wrong password').then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 400)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - limit);
  });

  it('successful sign-ins do not count as failures', async () => {
    const email = await registered();
    for (let i = 0; i < limit - 1; i++) expect((await signIn(email, 'wrong password')).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await signIn(email, password)).status).toBe(200);
    expect((await signIn(email, 'wrong password')).status).toBe(400);
    expect((await signIn(email, 'wrong password')).status).toBe(429);
  });

  it('reaches supabase-js as AuthApiError 429 with the words the sign-in page shows', async () => {
    const email = await registered();
    const client = app.client();
    for (let i = 0; i < limit; i++) await client.auth.signInWithPassword({ email, password: 'wrong password' });
    const { error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toMatchObject({ name: 'AuthApiError', status: 429, code: 'over_request_rate_limit' });
    expect(error?.message).toContain('Please wait');
  });

  it('caps wrong MFA codes per factor, whatever the challenge or session', async () => {
    const email = await registered();
    const client = app.client();
    await client.auth.signInWithPassword({ email, password });
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string } };
    const generator = new TOTP({ secret: totp.secret, algorithm: 'SHA1', digits: 6, period: 30 });
    const wrong = () => String((Number(generator.generate()) + 500_000) % 1_000_000).padStart(6, '0');

    for (let i = 0; i < limit; i++) {
      const challenge = await client.auth.mfa.challenge({ factorId });
      const { error } = await client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: wrong() });
      expect(error?.code).toBe('mfa_verification_failed');
    }
    // Another session of the same user guesses at the same factor: still capped, right code or not.
    const second = app.client();
    await second.auth.signInWithPassword({ email, password });
    const challenge = await second.auth.mfa.challenge({ factorId });
    const capped = await second.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: generator.generate(),
    });
    expect(capped.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(capped.error?.message).toMatch(/^Too many failed verification attempts for this factor/);

    await app.deps.db.query(`update auth.failed_attempts set failed_at = failed_at - interval '15 minutes'`);
    const retry = await second.auth.mfa.challenge({ factorId });
    const ok = await second.auth.mfa.verify({ factorId, challengeId: retry.data!.id, code: generator.generate() });
    expect(ok.error).toBeNull();
  });
});
