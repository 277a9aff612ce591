import { describe, expect, it } from 'vitest';
import { maxRetryDelaySeconds, retryDelaySeconds } from './retry-schedule.ts';

describe('retryDelaySeconds', () => {
  it('doubles from the base, so the first retries fall within a minute', () => {
    const middle = () => 0.5; // no jitter
    expect([1, 2, 3, 4, 5].map((n) => retryDelaySeconds(n, 5, middle))).toEqual([5, 10, 20, 40, 80]);
    expect(
      retryDelaySeconds(1, 5, middle) + retryDelaySeconds(2, 5, middle) + retryDelaySeconds(3, 5, middle),
    ).toBeLessThan(60);
  });

  it('stays within ±20 % and never passes an hour', () => {
    expect(retryDelaySeconds(1, 5, () => 0)).toBe(4);
    expect(retryDelaySeconds(1, 5, () => 1)).toBe(6);
    expect(retryDelaySeconds(20, 5, () => 0.5)).toBe(maxRetryDelaySeconds);
    expect(retryDelaySeconds(500, 5, () => 1)).toBe(maxRetryDelaySeconds * 1.2);
  });

  it('spreads out messages that failed together', () => {
    const delays = new Set(Array.from({ length: 20 }, () => retryDelaySeconds(3, 5)));
    expect(delays.size).toBeGreaterThan(10);
  });
});
