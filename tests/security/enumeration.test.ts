/**
 * Account enumeration: the answers to sign-up and password recovery must not tell a taken
 * address from a free one, and a failed sign-in must take the same time for an unknown address
 * as for a wrong password (the server spends a decoy bcrypt verification on unknown addresses).
 * Runs with RATE_LIMITS=false: the timing test makes 200 sign-in attempts.
 */
import { describe, expect, it } from 'vitest';
import { builtinPublishableKey } from '../../server/site/handler.ts';
import { useTestApp, testSiteUrl } from '../setup/test-app.ts';
import { dbKinds } from '../setup/test-db.ts';

const password = 'a long enough password';

/** The shape of a JSON value: its keys (recursively for objects) and value types, not the values. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, shape(v)]),
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

describe.each(dbKinds())('account enumeration (%s)', (kind) => {
  let n = 0;
  const email = (label: string) => `${label}-${Date.now().toString(36)}-${++n}@example.test`;

  const app = useTestApp(kind, { RATE_LIMITS: 'false' });

  const post = (path: string, body: unknown) =>
    app.fetch(`${testSiteUrl}/auth/v1${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        apikey: builtinPublishableKey,
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify(body),
    });

  async function confirmedAccount(): Promise<string> {
    const address = email('taken');
    expect((await post('/signup', { email: address, password })).status).toBe(200);
    await app.deps.db.query(`update auth.users set email_confirmed_at = now() where email = $1`, [address]);
    return address;
  }

  it('answers sign-up for a taken, confirmed address like a fresh sign-up (status and body shape)', async () => {
    const taken = await confirmedAccount();
    const fresh = await post('/signup', { email: email('fresh'), password, data: { fullName: 'A' } });
    const dup = await post('/signup', { email: taken, password: 'some other password', data: { fullName: 'A' } });
    expect(dup.status).toBe(fresh.status);
    const freshBody = (await fresh.json()) as Record<string, unknown>;
    const dupBody = (await dup.json()) as Record<string, unknown>;
    // Same keys and types; the only documented tell is GoTrue's `identities: []` (and role "").
    const { identities: _fi, role: _fr, ...freshRest } = freshBody;
    const { identities: _di, role: _dr, ...dupRest } = dupBody;
    expect(shape(dupRest)).toEqual(shape(freshRest));
    expect(dupBody.email).toBe(taken);
    expect(dupBody.id).not.toBe(freshBody.id);
    expect(dup.headers.get('content-type')).toBe(fresh.headers.get('content-type'));
  });

  it('answers sign-up for a taken, unconfirmed address like a fresh sign-up', async () => {
    const address = email('pending');
    const first = await post('/signup', { email: address, password });
    await app.deps.db.query(
      `update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = $1`,
      [address],
    );
    const again = await post('/signup', { email: address, password });
    expect(again.status).toBe(first.status);
    expect(shape(await again.json())).toEqual(shape(await first.json()));
  });

  it('answers password recovery alike for a known and an unknown address', async () => {
    const known = await confirmedAccount();
    const a = await post('/recover', { email: known });
    const b = await post('/recover', { email: email('nobody') });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.json()).toEqual({});
    expect(await b.json()).toEqual({});
  });

  it('answers a failed sign-in alike for an unknown address and a wrong password', async () => {
    const known = await confirmedAccount();
    const a = await post('/token?grant_type=password', { email: known, password: 'wrong password' });
    const b = await post('/token?grant_type=password', { email: email('nobody'), password: 'wrong password' });
    expect([a.status, b.status]).toEqual([400, 400]);
    expect(await a.json()).toEqual(await b.json());
  });

  // The property is the code path's (a decoy bcrypt), not the engine's: measured once, on PGlite.
  it.runIf(kind === 'pglite')(
    'takes the same time for an unknown address and a wrong password (median over 100 tries each)',
    { timeout: 120_000 },
    async () => {
      const known = await confirmedAccount();
      const unknown = email('ghost');
      const timed = async (address: string) => {
        const start = performance.now();
        const res = await post('/token?grant_type=password', { email: address, password: 'wrong password' });
        await res.arrayBuffer();
        expect(res.status).toBe(400);
        return performance.now() - start;
      };
      for (let i = 0; i < 5; i++) await timed(i % 2 ? known : unknown); // warm-up
      const wrongPassword: number[] = [];
      const unknownEmail: number[] = [];
      for (let i = 0; i < 100; i++) {
        // Interleaved, alternating which goes first, so drift on a shared machine hits both alike.
        if (i % 2) {
          wrongPassword.push(await timed(known));
          unknownEmail.push(await timed(unknown));
        } else {
          unknownEmail.push(await timed(unknown));
          wrongPassword.push(await timed(known));
        }
      }
      // Each pair ran back to back, so the median of the pairwise differences cancels the drift
      // of a shared machine; the difference of the two medians is reported beside it.
      const pairwise = Math.abs(median(wrongPassword.map((w, i) => w - unknownEmail[i]!)));
      const ofMedians = Math.abs(median(wrongPassword) - median(unknownEmail));
      console.info(
        `sign-in timing: wrong password median ${median(wrongPassword).toFixed(1)} ms, ` +
          `unknown address median ${median(unknownEmail).toFixed(1)} ms, ` +
          `difference ${ofMedians.toFixed(1)} ms (pairwise median ${pairwise.toFixed(1)} ms)`,
      );
      expect(pairwise).toBeLessThan(10);
    },
  );
});
