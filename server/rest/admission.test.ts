import { describe, expect, it } from 'vitest';
import { holdPriority, sleep } from '#tests/setup/hold-priority.ts';
import { createAdmission } from './admission.ts';
import { RestError } from './errors.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('REST admission', () => {
  it('lets an address have perIp requests in flight and answers the next one 429', () => {
    const admission = createAdmission({ perIp: 2, embeddedSlots: undefined });
    const a = admission.admit('10.0.0.1');
    admission.admit('10.0.0.1');
    admission.admit('10.0.0.2');
    let refused: unknown;
    try {
      admission.admit('10.0.0.1');
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(RestError);
    expect(refused).toMatchObject({ status: 429, code: 'over_request_rate_limit', headers: { 'Retry-After': '1' } });
    a();
    a(); // a second release changes nothing
    expect(() => admission.admit('10.0.0.1')).not.toThrow();
    expect(() => admission.admit('10.0.0.1')).toThrow(RestError);
  });

  it('lets a request over the per-address cap wait briefly for a turn instead of a 429 (issue #26)', async () => {
    const admission = createAdmission({ perIp: 2, embeddedSlots: undefined, queueWaitMs: 200 });
    const first = await admission.admitWaiting('10.0.0.1');
    await admission.admitWaiting('10.0.0.1');
    // A lab behind one address: the third and fourth wait, in arrival order, for the first two.
    const order: string[] = [];
    const third = admission.admitWaiting('10.0.0.1').then((release) => (order.push('third'), release));
    const fourth = admission.admitWaiting('10.0.0.1').then((release) => (order.push('fourth'), release));
    // Another address is not held up.
    await admission.admitWaiting('10.0.0.2');
    await sleep(20);
    expect(order).toEqual([]);
    first();
    await third;
    expect(order).toEqual(['third']);
    // The fourth gets no turn within its wait: refused then, as before, with Retry-After.
    await expect(fourth).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': '1' } });
  });

  it('refuses at once beyond the waiting depth, and with no wait configured', async () => {
    const deep = createAdmission({ perIp: 1, embeddedSlots: undefined, queueWaitMs: 1000, queueDepth: 2 });
    const release = await deep.admitWaiting('a');
    const waiting = [deep.admitWaiting('a'), deep.admitWaiting('a')];
    await expect(deep.admitWaiting('a')).rejects.toMatchObject({ status: 429 });
    release();
    (await waiting[0]!)();
    (await waiting[1]!)();
    const none = createAdmission({ perIp: 1, embeddedSlots: undefined });
    await none.admitWaiting('a');
    await expect(none.admitWaiting('a')).rejects.toMatchObject({ status: 429 });
  });

  it('gives PostgreSQL statements their slot at once', async () => {
    const admission = createAdmission({ perIp: 1, embeddedSlots: undefined });
    const releases = await Promise.all([admission.slot('a'), admission.slot('a'), admission.slot('b')]);
    expect(releases).toHaveLength(3);
  });

  it('on the embedded database, serves waiting addresses in turn', async () => {
    const admission = createAdmission({ perIp: 10, embeddedSlots: 1 });
    const order: string[] = [];
    const first = await admission.slot('A');
    const waiting = ['A2', 'A3', 'B1'].map((name) =>
      admission.slot(name[0]!).then((release) => {
        order.push(name);
        return release;
      }),
    );
    await tick();
    expect(order).toEqual([]);
    first();
    (await waiting[0]!)();
    (await waiting[2]!)();
    (await waiting[1]!)();
    expect(order).toEqual(['A2', 'B1', 'A3']);
  });

  it('starts no REST statement while a priority request runs, but one every maxHoldMs', async () => {
    const admission = createAdmission({ perIp: 10, embeddedSlots: 1, maxHoldMs: 60_000 });
    (await admission.slot('A'))();
    const end = holdPriority(admission);
    let started = false;
    const waiting = admission.slot('A').then((release) => {
      started = true;
      return release;
    });
    await sleep(20);
    expect(started).toBe(false);
    await end();
    (await waiting)();
    expect(started).toBe(true);

    // Under constant priority work, one REST statement may start every maxHoldMs.
    const short = createAdmission({ perIp: 10, embeddedSlots: 1, maxHoldMs: 40 });
    (await short.slot('A'))();
    const endShort = holdPriority(short);
    const t0 = Date.now();
    (await short.slot('A'))();
    const t1 = Date.now();
    (await short.slot('B'))();
    expect(t1 - t0).toBeGreaterThanOrEqual(30);
    expect(Date.now() - t1).toBeGreaterThanOrEqual(30);
    await endShort();
  });

  it('answers 504 PGRST003 to a statement that waited acquireTimeoutMs for a slot', async () => {
    const admission = createAdmission({ perIp: 10, embeddedSlots: 1, acquireTimeoutMs: 20 });
    const busy = await admission.slot('A');
    await expect(admission.slot('B')).rejects.toMatchObject({ status: 504, code: 'PGRST003' });
    busy();
    (await admission.slot('B'))();
  });
});
