import { describe, expect, it } from 'vitest';
import { hitRateLimit } from '../../server/lib/rate-limit.ts';
import { dbKinds } from '../setup/test-db.ts';
import { useTestApp } from '../setup/test-app.ts';
import { uniqueEmail } from './auth-helpers.ts';

describe.each(dbKinds())('auth rate limits (%s)', (kind) => {
  // Supabase's own figure for the email endpoints (the default is sized for a school, ADR 036).
  const app = useTestApp(kind, { AUTH_RATE_EMAIL_PER_5MIN: '30' });

  it('answers the 31st recover request in 5 minutes with 429 over_request_rate_limit', async () => {
    const client = app.client();
    for (let i = 0; i < 30; i++) {
      expect((await client.auth.resetPasswordForEmail(uniqueEmail('rl'))).error).toBeNull();
    }
    const limited = await client.auth.resetPasswordForEmail(uniqueEmail('rl'));
    expect(limited.error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    // Other endpoints have their own counters.
    const signIn = await client.auth.signInWithPassword({ email: uniqueEmail('rl'), password: 'whatever1' });
    expect(signIn.error?.code).toBe('invalid_credentials');
  });

  it('counts per key in the database with remaining and reset time', async () => {
    const rule = { limit: 2, windowSeconds: 60 };
    const key = `test:${uniqueEmail()}`;
    const a = await hitRateLimit(app.deps.db, key, rule);
    const b = await hitRateLimit(app.deps.db, key, rule);
    const c = await hitRateLimit(app.deps.db, key, rule);
    expect([a.allowed, b.allowed, c.allowed]).toEqual([true, true, false]);
    expect([a.remaining, b.remaining, c.remaining]).toEqual([1, 0, 0]);
    expect(c.resetAt.getTime()).toBeGreaterThan(Date.now());
    expect(c.resetAt.getTime()).toBeLessThanOrEqual(Date.now() + 61_000);
  });
});
