/**
 * Per-IP rate limits on /auth/v1 with Supabase Auth's numbers: the token endpoint (sign-in and
 * refresh) 150 per 5 minutes, sign-up and recover 30 per 5 minutes, answered with 429
 * `over_request_rate_limit` and Retry-After. Each case uses its own client address (in-process
 * requests name it in X-Forwarded-For, as behind a trusted proxy), checks a concurrent burst is
 * counted exactly, that other addresses and other endpoints are not affected, and that the next
 * window starts afresh (by ageing the stored window, not by waiting five minutes).
 */
import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtinPublishableKey } from '../../server/site/handler.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';
import { dbKinds } from '../setup/test-db.ts';

type Endpoint = { name: string; bucket: string; limit: number; path: string; body: () => unknown };

let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

const endpoints: Endpoint[] = [
  {
    name: 'refresh (token endpoint)',
    bucket: 'token',
    limit: 150,
    path: '/token?grant_type=refresh_token',
    body: () => ({ refresh_token: 'unknown-refresh-token-value' }),
  },
  {
    name: 'password sign-in (token endpoint)',
    bucket: 'token',
    limit: 150,
    path: '/token?grant_type=password',
    // Fails validation before any bcrypt work: the limit is counted first either way.
    body: () => ({}),
  },
  {
    name: 'sign-up',
    bucket: 'signup',
    limit: 30,
    path: '/signup',
    body: () => ({ email: 'not an address', password: 'x' }),
  },
  {
    name: 'recover',
    bucket: 'recover',
    limit: 30,
    path: '/recover',
    body: () => ({ email: `nobody-${Math.random().toString(36).slice(2)}@example.test` }),
  },
];

describe.each(dbKinds())('auth rate limits (%s)', (kind) => {
  // Supabase Auth's numbers, set through the settings (the defaults are sized for a school).
  const app = useTestApp(kind, {
    TRUST_PROXY: 'true',
    AUTH_RATE_SIGNUP_PER_5MIN: '30',
    AUTH_RATE_EMAIL_PER_5MIN: '30',
  });
  beforeAll(async () => {
    // As at boot (server/start.ts): refresh-token derivation needs a signing key to exist.
    await app.deps.keys.signingKey();
  });

  const hit = (e: Endpoint, ip: string) =>
    app.fetch(`${testSiteUrl}/auth/v1${e.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        apikey: builtinPublishableKey,
        'x-supabase-api-version': '2024-01-01',
        'x-forwarded-for': `${ip}, 10.0.0.1`,
      },
      body: JSON.stringify(e.body()),
    });

  /** Fires `count` requests at once and tallies the 429s. */
  async function burst(e: Endpoint, ip: string, count: number) {
    const responses = await Promise.all(Array.from({ length: count }, () => hit(e, ip)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    return { limited: statuses.filter((s) => s === 429).length, responses };
  }

  it.each(endpoints)('$name: a burst gets exactly $limit through, then 429 until the window turns', async (e) => {
    const ip = nextIp();
    const { limited } = await burst(e, ip, e.limit + 10);
    expect(limited).toBe(10);

    const over = await hit(e, ip);
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({
      code: 'over_request_rate_limit',
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
      message: 'Request rate limit reached',
    });
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(over.headers.get('x-supabase-api-version')).toBe('2024-01-01');

    // Another address is not affected.
    expect((await hit(e, nextIp())).status).not.toBe(429);

    // The window slides: once the five-minute window turned, the previous window's hits still
    // count by how much of it lies within five minutes of now (a fixed window started afresh
    // here). Made independent of the moment the test runs by a burst of a million.
    await ageWindows(`auth:${e.bucket}:${ip}`, 1000000);
    expect((await hit(e, ip)).status).toBe(429);
    // ...and once a whole window has passed since the burst, the address starts afresh.
    await ageWindows(`auth:${e.bucket}:${ip}`);
    expect((await hit(e, ip)).status).not.toBe(429);
  });

  /**
   * Moves a key's windows five minutes into the past (and sets their count), as time passing
   * would. Rewritten rather than updated in place: shifting one row onto another's start would
   * break the key's uniqueness, depending on the order the rows are visited.
   */
  async function ageWindows(key: string, count?: number): Promise<void> {
    const { rows } = await app.deps.db.query<{ window_start: Date; count: number }>(
      `select window_start, count from auth.rate_limits where key = $1`,
      [key],
    );
    await app.deps.db.query(`delete from auth.rate_limits where key = $1`, [key]);
    for (const row of rows)
      await app.deps.db.query(
        `insert into auth.rate_limits (key, window_start, count) values ($1, $2::timestamptz - interval '5 minutes', $3)`,
        [key, row.window_start, count ?? row.count],
      );
  }

  it('counts sign-in and refresh in one token bucket, apart from sign-up', async () => {
    const ip = nextIp();
    const [refresh, signIn, signUp] = [endpoints[0]!, endpoints[1]!, endpoints[2]!];
    await burst(refresh, ip, 100);
    const { limited } = await burst(signIn, ip, 60);
    expect(limited).toBe(10);
    expect((await hit(signUp, ip)).status).not.toBe(429);
  });

  it('reaches supabase-js as a final AuthApiError with status 429', async () => {
    const ip = nextIp();
    await burst(endpoints[3]!, ip, 30);
    const client = createClient(testSiteUrl, builtinPublishableKey, {
      global: { fetch: app.fetch, headers: { 'x-forwarded-for': ip } },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const { error } = await client.auth.resetPasswordForEmail('someone@example.test');
    expect(error).toMatchObject({ name: 'AuthApiError', status: 429, code: 'over_request_rate_limit' });
    const signIn = await client.auth.signInWithPassword({ email: 'someone@example.test', password: 'whatever it is' });
    expect(signIn.error?.status).toBe(400);
  });
});
