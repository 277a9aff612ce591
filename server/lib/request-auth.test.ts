import { generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, dbKinds } from '../../tests/setup/test-db.ts';
import type { Db } from '../db/types.ts';
import { createKeyStore, type KeyStore } from './keys.ts';
import { authenticate } from './request-auth.ts';

const userId = '3f1c2b9a-5d4e-4f6a-8b7c-9d0e1f2a3b4c';

describe.each(dbKinds())('keys and request authentication on %s', (kind) => {
  let db: Db;
  let keys: KeyStore;
  let signingKey: { kid: string; privateKey: CryptoKey };

  beforeAll(async () => {
    db = await createTestDb(kind);
    keys = createKeyStore(db);
    signingKey = await keys.signingKey();
  });
  afterAll(() => db.close());

  const sign = (claims: Record<string, unknown>, opts: { kid?: string; key?: CryptoKey; exp?: number } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: opts.kid ?? signingKey.kid, typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 3600)
      .sign(opts.key ?? signingKey.privateKey);

  it('creates one key on first use and publishes it without the private part', async () => {
    const again = await createKeyStore(db).signingKey();
    expect(again.kid).toBe(signingKey.kid);
    const { keys: published } = await keys.jwks();
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ kid: signingKey.kid, alg: 'ES256', kty: 'EC', crv: 'P-256' });
    expect(published[0]).not.toHaveProperty('d');
  });

  it('treats no token and the publishable key as anon', async () => {
    expect(await authenticate({}, keys)).toMatchObject({ role: 'anon' });
    expect(
      await authenticate({ authorization: 'Bearer sb_publishable_x', apikey: 'sb_publishable_x' }, keys),
    ).toMatchObject({
      role: 'anon',
    });
  });

  it('accepts a valid user token', async () => {
    const token = await sign({ sub: userId, role: 'authenticated', aud: 'authenticated' });
    expect(await authenticate({ authorization: `Bearer ${token}` }, keys)).toMatchObject({
      role: 'authenticated',
      userId,
    });
  });

  it('refuses tampered, expired, foreign, alg:none and wrong-audience tokens', async () => {
    const good = await sign({ sub: userId, role: 'authenticated', aud: 'authenticated' });
    const [h, p, s] = good.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: userId, role: 'service_role' })).toString('base64url');
    const foreign = (await generateKeyPair('ES256')).privateKey;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    const cases = [
      `${h}.${forgedPayload}.${s}`,
      await sign({ sub: userId, role: 'authenticated', aud: 'authenticated' }, { exp: 1000 }),
      await sign({ sub: userId, role: 'authenticated', aud: 'authenticated' }, { key: foreign }),
      await sign({ sub: userId, role: 'authenticated', aud: 'authenticated' }, { kid: 'unknown' }),
      none,
      await sign({ sub: userId, role: 'authenticated', aud: 'elsewhere' }),
      await sign({ sub: userId, role: 'postgres', aud: 'authenticated' }),
    ];
    for (const token of cases) {
      const result = await authenticate({ authorization: `Bearer ${token}` }, keys);
      expect(result, token).toHaveProperty('code');
    }
  });
});
