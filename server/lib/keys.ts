/**
 * ES256 signing keys for access tokens. The newest active row of `auth.signing_keys` without a
 * `retire_at` signs; every active row verifies until its `retire_at` (a rotation's grace period,
 * server/auth/signing-keys.ts), so keys are rotated without signing anyone out. With
 * JWT_PRIVATE_KEY_FILE the key comes from that PEM file instead and is stored under its kid.
 * Keys live in the database so several processes on one PostgreSQL share them; each process
 * caches them for a minute and drops the cache the moment any process changes the table
 * (NOTIFY auth_signing_keys, migration 0031), so a revoked key stops verifying everywhere at once.
 * The secret refresh tokens are derived with comes from the oldest active key, from the same cache.
 *
 * A cache older than a minute is still used while a fresh read runs in the background, never
 * awaited by the caller: code inside a transaction signs (a CV link in an application's
 * notification), and on the embedded database, which has one connection, a read outside that
 * transaction would wait for it to end while it waits for the read, forever.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { exportJWK, generateKeyPair, importJWK, importPKCS8, type CryptoKey, type JWK } from 'jose';
import type { Db } from '../db/types.ts';

export type SigningKey = { kid: string; privateKey: CryptoKey };
export type PublicJwk = JWK & { kid: string; alg: 'ES256'; use: 'sig'; key_ops: ['verify'] };

export type KeyStore = {
  /** The key that signs new tokens (created on first use when the database has none). */
  signingKey(): Promise<SigningKey>;
  /** Verification key for a token's `kid`, or undefined when unknown or revoked. */
  verificationKey(kid: string): Promise<CryptoKey | undefined>;
  /** The public keys for /auth/v1/.well-known/jwks.json. */
  jwks(): Promise<{ keys: PublicJwk[] }>;
  /** The HMAC key rotated refresh tokens' children are derived with (server/auth/refresh-tokens.ts). */
  refreshTokenSecret(): Promise<Buffer>;
};

type KeyRow = { kid: string; private_jwk: JWK; public_jwk: JWK; created_at: string; retire_at: number | null };

const cacheMs = 60_000;

export function createKeyStore(db: Db, options: { privateKeyFile?: string | undefined } = {}): KeyStore {
  let loaded: { at: number; rows: KeyRow[] } | undefined;
  // The read in flight, and how many changes had been announced when it started: a read begun
  // before a change may have missed it, so it never becomes the cache.
  let reading: { changes: number; rows: Promise<KeyRow[]> } | undefined;
  let changes = 0;
  const imported = new Map<string, Promise<CryptoKey>>();
  db.listen('auth_signing_keys', () => {
    changes += 1;
    loaded = undefined;
    // Read at once, outside any request's transaction; callers meanwhile wait for this read.
    void load().catch(() => undefined);
  });

  async function ensureKey(): Promise<void> {
    if (options.privateKeyFile) {
      const pem = readFileSync(options.privateKeyFile, 'utf8');
      const key = await importPKCS8(pem, 'ES256', { extractable: true });
      const privateJwk = await exportJWK(key);
      const { d: _d, ...publicJwk } = privateJwk;
      const kid = createHash('sha256').update(JSON.stringify(publicJwk)).digest('base64url').slice(0, 16);
      await db.query(
        `insert into auth.signing_keys (kid, algorithm, private_jwk, public_jwk) values ($1, 'ES256', $2, $3)
         on conflict (kid) do nothing`,
        [kid, JSON.stringify(privateJwk), JSON.stringify(publicJwk)],
      );
      return;
    }
    const { rows } = await db.query(
      'select 1 from auth.signing_keys where revoked_at is null and retire_at is null limit 1',
    );
    if (rows.length > 0) return;
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    await db.query(
      `insert into auth.signing_keys (kid, algorithm, private_jwk, public_jwk) values ($1, 'ES256', $2, $3)
       on conflict (kid) do nothing`,
      [randomUUID(), JSON.stringify(await exportJWK(privateKey)), JSON.stringify(await exportJWK(publicKey))],
    );
  }

  /** One read of the table at a time; its result becomes the cache. */
  function load(): Promise<KeyRow[]> {
    if (reading?.changes === changes) return reading.rows;
    const seen = changes;
    // After the read in flight, never beside it: two reads finding no key would make two.
    const before = reading?.rows.catch(() => undefined);
    const read = (async () => {
      await before;
      let result = await select();
      if (!result.some((r) => r.retire_at === null) || options.privateKeyFile) {
        await ensureKey();
        result = await select();
      }
      if (seen === changes) loaded = { at: Date.now(), rows: result };
      return result;
    })().finally(() => {
      if (reading?.rows === read) reading = undefined;
    });
    reading = { changes: seen, rows: read };
    return read;
  }

  async function rows(): Promise<KeyRow[]> {
    if (!loaded) return load();
    // Older than a minute: refreshed in the background (a failed read is tried again next call).
    if (Date.now() - loaded.at >= cacheMs) void load().catch(() => undefined);
    return loaded.rows;
  }

  async function select(): Promise<KeyRow[]> {
    const { rows: found } = await db.query<KeyRow>(
      `select kid, private_jwk, public_jwk, created_at::text,
              (extract(epoch from retire_at) * 1000)::float8 as retire_at
       from auth.signing_keys
       where revoked_at is null and (retire_at is null or retire_at > now())
       order by created_at desc, kid`,
    );
    return found.map((r) => ({
      ...r,
      retire_at: r.retire_at === null ? null : Number(r.retire_at),
      private_jwk: typeof r.private_jwk === 'string' ? JSON.parse(r.private_jwk) : r.private_jwk,
      public_jwk: typeof r.public_jwk === 'string' ? JSON.parse(r.public_jwk) : r.public_jwk,
    }));
  }

  /** Rows still verifying now: a cached row whose grace ended meanwhile is left out. */
  const live = async () => (await rows()).filter((r) => r.retire_at === null || r.retire_at > Date.now());

  const importOnce = (cacheKey: string, jwk: JWK) => {
    let p = imported.get(cacheKey);
    if (!p) {
      p = importJWK(jwk, 'ES256') as Promise<CryptoKey>;
      imported.set(cacheKey, p);
    }
    return p;
  };

  return {
    async signingKey() {
      const newest = (await rows()).find((r) => r.retire_at === null);
      if (!newest) throw new Error('no signing key available');
      return { kid: newest.kid, privateKey: await importOnce(`private:${newest.kid}`, newest.private_jwk) };
    },
    async verificationKey(kid) {
      let row = (await live()).find((r) => r.kid === kid);
      if (!row && loaded) {
        // A key made by another process since our last look.
        loaded = undefined;
        row = (await live()).find((r) => r.kid === kid);
      }
      return row ? importOnce(`public:${kid}`, row.public_jwk) : undefined;
    },
    async refreshTokenSecret() {
      // The oldest active key (ties: the smallest kid), so every process derives the same secret.
      // A rotation changes it once the old key retires: a refresh then issues a fresh child token
      // where it would have derived one (server/auth/refresh-session.ts), and nobody is signed out.
      const all = await live();
      const firstMade = all.at(-1)?.created_at;
      const oldest = all.filter((r) => r.created_at === firstMade).sort((a, b) => (a.kid < b.kid ? -1 : 1))[0]
        ?.private_jwk.d;
      if (!oldest) throw new Error('no signing key to derive refresh tokens from');
      return createHash('sha256').update(`refresh-token-child:${oldest}`).digest();
    },
    async jwks() {
      const all = await live();
      return {
        keys: all.map(
          (r) => ({ ...r.public_jwk, kid: r.kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] }) as PublicJwk,
        ),
      };
    },
  };
}
