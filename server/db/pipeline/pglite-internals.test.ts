/**
 * What pglite-pipeline.ts relies on in PGlite beyond its documented query API (ADR 016),
 * asserted one by one, so that an upgrade that changes any of it fails here:
 * - the version: `@electric-sql/pglite` is pinned exactly and installed as pinned;
 * - `_runExclusiveTransaction` (underscored, internal) takes the lock `transaction()` holds for
 *   its whole callback (so a batch never lands inside another caller's transaction), which
 *   `runExclusive`, the lock each statement takes, does not;
 * - `execProtocolRawStream` hands the raw answer bytes to `onRawData`;
 * - `protocol.messages.DatabaseError` takes (message, length, name); `types.parseType` applies
 *   the database's own `parsers`.
 */
import { readFileSync } from 'node:fs';
import { protocol, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '../pglite-engine.ts';
import { encodeMessages } from './pg-wire.ts';

/** The version whose internals this file was checked against. Upgrading means checking again. */
const checked = '0.5.16';

const root = new URL('../../../', import.meta.url);
const json = (file: string) => JSON.parse(readFileSync(new URL(file, root), 'utf8'));

describe('PGlite internals the pipeline code relies on', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create({ parsers: { 1184: (text: string) => `as text: ${text}` } });
  });
  afterAll(() => pg.close());

  it('installs exactly the version it was checked against, pinned without a range', () => {
    expect(json('package.json').dependencies['@electric-sql/pglite']).toBe(checked);
    expect(json('node_modules/@electric-sql/pglite/package.json').version).toBe(checked);
  });

  /** What ran of `lock(…)` while another caller's transaction was open. */
  async function duringTransaction(lock: (fn: () => Promise<void>) => Promise<void>) {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = pg.transaction(async (tx) => {
      await tx.query('select 1');
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const locked = lock(async () => void order.push('locked'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = [...order];
    release();
    await Promise.all([transaction, locked]);
    return before;
  }

  it("_runExclusiveTransaction waits for another caller's open transaction", async () => {
    expect(await duringTransaction((fn) => pg._runExclusiveTransaction(fn))).toEqual([]);
  });

  it('runExclusive alone would not (so the pipeline takes both locks)', async () => {
    expect(await duringTransaction((fn) => pg.runExclusive(fn))).toEqual(['locked']);
  });

  it('execProtocolRawStream hands the raw answer to onRawData', async () => {
    const chunks: Uint8Array[] = [];
    await pg.runExclusive(() =>
      pg.execProtocolRawStream(encodeMessages([{ type: 'sync' }]), {
        syncToFs: false,
        onRawData: (bytes) => chunks.push(bytes.slice()),
      }),
    );
    expect(Buffer.concat(chunks).toString('latin1')).toBe('Z\0\0\0\x05I');
  });

  it('builds DatabaseError from (message, length, name), and parses values with the database parsers', () => {
    const err = new protocol.messages.DatabaseError('boom', 42, 'error') as unknown as Error & Record<string, unknown>;
    expect(err).toBeInstanceOf(Error);
    expect([err.message, err.length, err.name]).toEqual(['boom', 42, 'error']);
    err.code = '23505';
    expect(err.code).toBe('23505');
    expect(types.parseType('42', 23, pg.parsers)).toBe(42);
    expect(types.parseType('2026-01-01 00:00:00+00', 1184, pg.parsers)).toBe('as text: 2026-01-01 00:00:00+00');
  });
});
