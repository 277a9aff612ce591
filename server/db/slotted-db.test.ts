import type { Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdPriority, sleep } from '#tests/setup/hold-priority.ts';
import { createTestDb } from '#tests/setup/test-db.ts';
import { isStatementTimeout } from '../lib/statement-timeout.ts';
import { createAdmission } from '../rest/admission.ts';
import { slotScope, slottedDb } from './slotted-db.ts';
import type { Db } from './types.ts';

/** Runs `fn` as a request from `ip` would (the slotScope middleware around it). */
function asRequestFrom<T>(ip: string, fn: () => Promise<T>): Promise<T> {
  let result!: Promise<T>;
  const scoped = slotScope(() => ip);
  const done = scoped({} as Context, async () => {
    result = fn();
    await result;
  });
  return done.then(() => result);
}

describe('slottedDb on the embedded database', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb('pglite');
  });
  afterAll(() => db?.close());

  it('does not start a server statement while sign-in is in progress, and runs it after', async () => {
    const admission = createAdmission({ perIp: 4, embeddedSlots: 1, maxHoldMs: 10_000 });
    const slotted = slottedDb(db, admission);
    // A statement has just run (one may start during sign-in every maxHoldMs, against starvation).
    (await admission.slot('10.0.0.8'))();
    // Sign-in in flight, then a server statement arrives: it waits for sign-in.
    const endSignIn = holdPriority(admission);
    let ran = false;
    const pending = asRequestFrom('10.0.0.9', () => slotted.query<{ n: number }>('select 1 as n')).then((r) => {
      ran = true;
      return r;
    });
    await sleep(50);
    expect(ran).toBe(false);
    expect(admission.stats()).toEqual({ inUse: 0, queued: 1 });
    await endSignIn();
    expect((await pending).rows).toEqual([{ n: 1 }]);
    expect(admission.stats()).toEqual({ inUse: 0, queued: 0 });
  });

  it('shares the slots with REST: a transaction holds one, the next statement waits for it', async () => {
    const admission = createAdmission({ perIp: 4, embeddedSlots: 1 });
    const slotted = slottedDb(db, admission);
    const restSlot = await admission.slot('10.0.0.1');
    let ran = false;
    const pending = asRequestFrom('10.0.0.2', () =>
      slotted.transaction(async (tx) => {
        ran = true;
        return tx.query('select 1');
      }),
    );
    await sleep(30);
    expect(ran).toBe(false);
    restSlot();
    await pending;
    expect(ran).toBe(true);
  });

  it('fails a statement that waited too long for a slot as one over its budget (57014)', async () => {
    const admission = createAdmission({ perIp: 4, embeddedSlots: 1, acquireTimeoutMs: 50 });
    const slotted = slottedDb(db, admission);
    const held = await admission.slot('10.0.0.1');
    const err = await asRequestFrom('10.0.0.3', () => slotted.query('select 1')).catch((e: unknown) => e);
    held();
    expect(isStatementTimeout(err)).toBe(true);
  });

  it('gives PostgreSQL its database as it is (its pool and statement_timeout do the work)', () => {
    const fake = { ...db, kind: 'postgres' as const };
    expect(slottedDb(fake, createAdmission({ perIp: 4, embeddedSlots: undefined }))).toBe(fake);
  });
});
