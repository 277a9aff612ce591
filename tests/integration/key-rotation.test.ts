/**
 * Rotating the signing key with two instances on one database, as an operator does it
 * (`npm run keys -- --rotate`, on PostgreSQL through the real command): nobody signed in is
 * signed out. The old key keeps verifying the tokens and API keys it signed during the grace, a
 * refresh on either instance gets a token from the new key, both instances accept it, and once
 * the old key retires only what it signed stops working.
 */
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { runKeyCommand, type KeyCommandResult } from '../../server/auth/signing-keys.ts';
import { createUser, factoryPassword } from '../factories/users.ts';
import { runScript } from '../setup/server-process.ts';
import { testSiteUrl, useTwinApps, type TestApp } from '../setup/test-app.ts';
import { dbKinds } from '../setup/test-db.ts';

const kidOf = (token: string) => decodeProtectedHeader(token).kid;

// On PostgreSQL each step is the real command, a process of its own: seconds each on a busy
// two-core machine (three of them once took a test past 30 s in CI).
const slow = { timeout: 90_000 };

describe.each(dbKinds())('signing key rotation, two instances on one database (%s)', slow, (kind) => {
  const { a, b, databaseUrl } = useTwinApps(kind);

  /** What `npm run keys -- ARGS` prints, on PostgreSQL through the command itself. */
  const keys = async (...args: string[]): Promise<{ stdout: string; result?: KeyCommandResult }> => {
    const url = databaseUrl();
    if (url) return runScript('keys', args, { DATABASE_URL: url });
    const command =
      args[0] === '--rotate'
        ? ({ action: 'rotate', graceSeconds: 3600 } as const)
        : args[0] === '--retire'
          ? ({ action: 'retire' } as const)
          : ({ action: 'mint', lifetimeSeconds: 7 * 86400 } as const);
    return { stdout: '', result: await runKeyCommand({ db: a.deps.db, keys: a.deps.keys }, command) };
  };
  const status = async (app: TestApp, token: string, path = '/auth/v1/user') =>
    (await app.fetch(`${testSiteUrl}${path}`, { headers: { authorization: `Bearer ${token}`, apikey: 'x' } })).status;
  /** Polls until `check` holds: the other instance hears of a key change through NOTIFY. */
  const eventually = (check: () => Promise<boolean>) => expect.poll(check, { timeout: 5000, interval: 50 }).toBe(true);

  it('keeps every signed-in user signed in through a rotation, on both instances', async () => {
    const user = await createUser(a.deps);
    const signedIn = await a.client().auth.signInWithPassword({ email: user.email, password: factoryPassword });
    expect(signedIn.error).toBeNull();
    const oldToken = signedIn.data.session!.access_token;
    const oldKid = kidOf(oldToken);

    const minted = await keys('--expires-in', '7d');
    const serviceKey = databaseUrl()
      ? /^SERVICE_ROLE_KEY=(\S+)$/m.exec(minted.stdout)![1]!
      : (minted.result as Extract<KeyCommandResult, { action: 'mint' }>).keys.serviceRoleKey;
    const { iat, exp } = decodeJwt(serviceKey);
    expect(exp! - iat!).toBe(7 * 86400);

    const rotated = await keys('--rotate', '--grace', '1h');
    if (databaseUrl()) expect(rotated.stdout).toMatch(/New signing key \S+ signs from now on/);
    if (databaseUrl()) expect(rotated.stdout).toContain(`Key ${oldKid} verifies what it signed until`);

    // During the grace: the old token and the old service key still work on both instances.
    for (const app of [a, b]) {
      expect(await status(app, oldToken)).toBe(200);
      expect(await status(app, oldToken, '/rest/v1/profiles?select=id')).toBe(200);
      expect(await status(app, serviceKey, '/auth/v1/admin/users')).toBe(200);
    }
    // Either instance now signs with the new key: a refresh on B, a sign-in on A.
    const refreshed = await b.client().auth.refreshSession({ refresh_token: signedIn.data.session!.refresh_token });
    expect(refreshed.error).toBeNull();
    const newToken = refreshed.data.session!.access_token;
    const newKid = kidOf(newToken);
    expect(newKid).not.toBe(oldKid);
    await eventually(async () => {
      const again = await a.client().auth.signInWithPassword({ email: user.email, password: factoryPassword });
      return kidOf(again.data.session!.access_token) === newKid;
    });
    for (const app of [a, b]) expect(await status(app, newToken)).toBe(200);

    // Retired: what the old key signed stops working everywhere; the refreshed user stays in.
    await keys('--retire');
    for (const app of [a, b]) {
      await eventually(async () => (await status(app, oldToken)) === 403 || (await status(app, oldToken)) === 401);
      expect(await status(app, serviceKey, '/auth/v1/admin/users')).toBeGreaterThanOrEqual(401);
      expect(await status(app, newToken)).toBe(200);
    }
    const later = await a.client().auth.refreshSession({ refresh_token: refreshed.data.session!.refresh_token });
    expect(later.error).toBeNull();
    expect(kidOf(later.data.session!.access_token)).toBe(newKid);
  });

  it.runIf(kind === 'postgres')('lists the keys, and refuses a grace shorter than the access tokens live', async () => {
    const listed = await keys('--list');
    expect(listed.stdout).toMatch(/^KID +STATUS +CREATED +RETIRES\n\S+ +signing +\d{4}-/);
    expect(listed.stdout).toMatch(/\n\S+ +retired +/);
    await expect(keys('--rotate', '--grace', '10m')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--grace must be at least JWT_EXPIRY'),
    });
    await expect(keys('--expires-in', 'soon')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is not a duration like 90d'),
    });
  });
});
