/**
 * Per-address limits count over a sliding window (issue #26): a client that used its limit at
 * the end of one fixed window cannot use it again at the start of the next, and Retry-After
 * names the moment one more hit fits.
 */
import { describe, expect, it } from 'vitest';
import { slidingWindow } from './rate-limit.ts';

const rule = { limit: 10, windowSeconds: 60 };

describe('slidingWindow', () => {
  it.each([
    // Counts exactly within the first window.
    [{ current: 10, previous: 0, windowStart: 0, now: 30 }, true],
    [{ current: 11, previous: 0, windowStart: 0, now: 30 }, false],
    // Lets the previous window fade out.
    [{ current: 1, previous: 10, windowStart: 60, now: 119 }, true],
    [{ current: 1, previous: 10, windowStart: 60, now: 61 }, false],
  ])('%j is allowed: %s', (counts, allowed) => {
    expect(slidingWindow(rule, counts).allowed).toBe(allowed);
  });

  it('refuses a second burst just after a window’s edge', () => {
    // 10 hits at the end of the last window, then 5 just after it turned: 10×0.9 + 5 = 14 > 10.
    const r = slidingWindow(rule, { current: 5, previous: 10, windowStart: 60, now: 66 });
    expect(r.allowed).toBe(false);
    // Allowed again once the previous window's weight is low enough: 10×(1−f) + 6 ≤ 10 at f = 0.6.
    expect(r.resetAt.getTime() / 1000).toBeCloseTo(60 + 0.6 * 60, 5);
  });

  it('tells a client over the limit in this window to wait past its end', () => {
    const r = slidingWindow(rule, { current: 20, previous: 0, windowStart: 0, now: 10 });
    expect(r.allowed).toBe(false);
    expect(r.resetAt.getTime() / 1000).toBeGreaterThanOrEqual(60);
    // At most one window from now.
    expect(r.resetAt.getTime() / 1000).toBeLessThanOrEqual(70);
  });
});
