import { describe, expect, it } from 'vitest';
import { createImagePool } from './image-pool.ts';

describe('image pool', () => {
  it('runs at most `concurrency` jobs at once, queues a few more and refuses the rest with 429', async () => {
    const pool = createImagePool({ concurrency: 2, maxQueued: 1 });
    let running = 0;
    let peak = 0;
    const gates: (() => void)[] = [];
    const job = () =>
      pool.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running -= 1;
        return 'done';
      });
    const accepted = [job(), job(), job()];
    await expect(job()).rejects.toMatchObject({ statusCode: '429', httpStatus: 429 });
    expect(pool.active).toBe(2);
    expect(pool.queued).toBe(1);
    while (gates.length > 0 || running > 0) {
      gates.shift()?.();
      await new Promise((r) => setTimeout(r, 1));
    }
    expect(await Promise.all(accepted)).toEqual(['done', 'done', 'done']);
    expect(peak).toBe(2);
    expect(pool.active).toBe(0);
  });

  it("puts uploads' jobs first and never refuses them", async () => {
    const pool = createImagePool({ concurrency: 1, maxQueued: 1 });
    const order: string[] = [];
    let open!: () => void;
    const first = pool.run(() => new Promise<void>((resolve) => (open = resolve)));
    const queued = pool.run(async () => void order.push('transform'));
    await expect(pool.run(async () => undefined)).rejects.toMatchObject({ statusCode: '429' });
    const upload = pool.run(async () => void order.push('upload'), { upload: true });
    open();
    await Promise.all([first, queued, upload]);
    expect(order).toEqual(['upload', 'transform']);
  });

  it('frees the slot when a job fails', async () => {
    const pool = createImagePool({ concurrency: 1, maxQueued: 0 });
    await expect(pool.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await pool.run(() => Promise.resolve(1))).toBe(1);
  });
});
