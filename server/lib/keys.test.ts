/**
 * The signing-key cache (keys.ts): a key is signed with inside a transaction (an application's
 * notification carries a signed CV link) even when the cache has aged, on both engines. On the
 * embedded database, with one connection, a read awaited there would wait for the transaction
 * that waits for it: the first stop of the whole REST API in CI (2026-11-28).
 */
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, dbKinds } from '../../tests/setup/test-db.ts';
import type { Db } from '../db/types.ts';
import { createKeyStore } from './keys.ts';

const within = <T>(ms: number, p: Promise<T>) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  ]);

describe.each(dbKinds())('signing keys (%s)', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(() => db.close());

  it('signs inside a transaction once the cache is older than a minute, and reads the table again meanwhile', async () => {
    const keys = createKeyStore(db);
    const first = await keys.signingKey();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(start + 61_000);
      const inside = await within(
        5_000,
        db.transaction(async (tx) => {
          await tx.query('select 1');
          return keys.signingKey();
        }),
      );
      expect(inside.kid).toBe(first.kid);
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses a key made since its last read once the background read has run', async () => {
    const keys = createKeyStore(db);
    const before = await keys.signingKey();
    // A rotation by another process, in one transaction: a newer key, the old one retiring later.
    const newKid = randomUUID();
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    await db.transaction(async (tx) => {
      await tx.query(`update auth.signing_keys set retire_at = now() + interval '1 hour' where retire_at is null`);
      await tx.query(
        `insert into auth.signing_keys (kid, algorithm, private_jwk, public_jwk, created_at)
         values ($1, 'ES256', $2, $3, now() + interval '1 second')`,
        [newKid, JSON.stringify(await exportJWK(privateKey)), JSON.stringify(await exportJWK(publicKey))],
      );
    });
    expect(newKid).not.toBe(before.kid);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(start + 61_000);
      // The aged cache answers at once and starts a read; the call after it sees the new key.
      await keys.signingKey();
      await vi.waitFor(async () => expect((await keys.signingKey()).kid).toBe(newKid));
    } finally {
      vi.useRealTimers();
    }
  });
});
