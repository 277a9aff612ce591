import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { quantile, readLatency } from './read-latency.ts';

describe('read latency', () => {
  it('takes the nearest-rank quantile', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(sorted, 0.5)).toBe(50);
    expect(quantile(sorted, 0.99)).toBe(99);
    expect(quantile([3], 0.99)).toBe(3);
    expect(quantile([], 0.99)).toBe(0);
  });

  it('times requests below a millisecond apart and counts non-2xx answers', async () => {
    let n = 0;
    const server = createServer((req, res) => {
      n++;
      // Every tenth request waits 20 ms; the headers must arrive as sent.
      const slow = n % 10 === 0;
      setTimeout(
        () => {
          res.writeHead(req.headers['x-probe'] === 'yes' ? (n % 50 === 0 ? 503 : 200) : 400);
          res.end('{}');
        },
        slow ? 20 : 0,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const r = await readLatency({ url, headers: { 'x-probe': 'yes' }, connections: 2, seconds: 1 });
      expect(r.errors).toBe(0);
      expect(r.rps).toBeGreaterThan(50);
      expect(r.p50).toBeLessThan(10);
      expect(r.p99).toBeGreaterThanOrEqual(19);
      expect(r.non2xx).toBeGreaterThan(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
