/**
 * Two server instances on one database (on PostgreSQL, two connection pools, as two processes
 * have): nothing one caches goes stale when the other changes it. A revoked signing key stops
 * verifying on the other at once, and a column a migration adds is served by the other's REST
 * schema cache, both through NOTIFY (server/lib/keys.ts, server/rest/catalogue.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { clientAs, createUser, signAccessToken } from '../factories/users.ts';
import { testSiteUrl, useTwinApps, type TestApp } from '../setup/test-app.ts';
import { eventually as pollUntil } from '../setup/eventually.ts';
import { dbKinds } from '../setup/test-db.ts';

/** Polls `check` until it is true, for at most 3 s. */
const eventually = (check: () => Promise<boolean>) => pollUntil(check, 3000);

describe.each(dbKinds())('caches shared by two instances on one database (%s)', (kind) => {
  const { a, b } = useTwinApps(kind);
  const scratch = mkdtempSync(path.join(tmpdir(), 'shared-caches-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const userStatus = async (app: TestApp, token: string) =>
    (await app.fetch(`${testSiteUrl}/auth/v1/user`, { headers: { authorization: `Bearer ${token}`, apikey: 'x' } }))
      .status;

  it('stops verifying a key revoked through the other instance at once', async () => {
    const user = await createUser(a.deps);
    expect(await userStatus(b, user.accessToken)).toBe(200); // b has read the keys now
    const { kid: oldKid } = await a.deps.keys.signingKey();
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    await a.deps.db.transaction(async (tx) => {
      await tx.query(`insert into auth.signing_keys (kid, private_jwk, public_jwk) values ($1, $2, $3)`, [
        randomUUID(),
        JSON.stringify(await exportJWK(privateKey)),
        JSON.stringify(await exportJWK(publicKey)),
      ]);
      await tx.query(`update auth.signing_keys set revoked_at = now() where kid = $1`, [oldKid]);
    });
    expect(await eventually(async () => (await userStatus(b, user.accessToken)) !== 200)).toBe(true);
    expect(await userStatus(b, user.accessToken)).toBe(403);
    const fresh = await signAccessToken(a.deps, { sub: user.id, email: user.email, session_id: user.sessionId });
    expect(await userStatus(b, fresh)).toBe(200);
  });

  it('serves a column another instance’s migration added', async () => {
    const user = await createUser(a.deps);
    const select = () => clientAs(b, user.accessToken).from('profiles').select('id, nickname').eq('id', user.id);
    expect((await select()).error?.code).toBe('42703');
    const migrations = mkdtempSync(path.join(scratch, 'm-'));
    writeFileSync(path.join(migrations, '9101_nickname.sql'), 'alter table public.profiles add column nickname text;');
    expect(await migrate(a.deps.db, migrations)).toEqual(['9101_nickname.sql']);
    expect(await eventually(async () => (await select()).error === null)).toBe(true);
    expect((await select()).data).toEqual([{ id: user.id, nickname: null }]);
  });
});
