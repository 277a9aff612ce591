import { describe, expect, it } from 'vitest';
import { DurationError, goDurationMillis, parseGoDuration } from './go-duration.ts';

describe("Go's time.ParseDuration (ban_duration)", () => {
  it.each([
    ['24h', 24n * 3_600_000_000_000n],
    ['30m', 30n * 60_000_000_000n],
    ['876000h', 876_000n * 3_600_000_000_000n],
    ['1h30m', 5_400_000_000_000n],
    ['1.5h', 5_400_000_000_000n],
    ['.5s', 500_000_000n],
    ['2.s', 2_000_000_000n],
    ['300ms', 300_000_000n],
    ['10us', 10_000n],
    ['10µs', 10_000n],
    ['10μs', 10_000n],
    ['7ns', 7n],
    ['-1h', -3_600_000_000_000n],
    ['+2m', 120_000_000_000n],
    ['0', 0n],
    ['-0', 0n],
    ['0s', 0n],
    ['1.0000000001s', 1_000_000_000n],
    ['2562047h', 2_562_047n * 3_600_000_000_000n],
  ])('parses %s', (text, nanos) => {
    expect(parseGoDuration(text)).toBe(nanos);
  });

  it.each([
    ['', 'time: invalid duration ""'],
    ['abc', 'time: invalid duration "abc"'],
    ['1', 'time: missing unit in duration "1"'],
    ['1d', 'time: unknown unit "d" in duration "1d"'],
    ['1h 30m', 'time: unknown unit "h " in duration "1h 30m"'],
    ['h', 'time: invalid duration "h"'],
    ['.h', 'time: invalid duration ".h"'],
    ['-', 'time: invalid duration "-"'],
    ['3000000h', 'time: invalid duration "3000000h"'],
    ['none', 'time: invalid duration "none"'],
  ])('refuses %j', (text, message) => {
    expect(() => parseGoDuration(text)).toThrow(DurationError);
    expect(() => parseGoDuration(text)).toThrow(message);
  });

  it('gives milliseconds for date arithmetic', () => {
    expect(goDurationMillis('24h')).toBe(86_400_000);
    expect(goDurationMillis('1500us')).toBe(1);
    expect(goDurationMillis('876000h')).toBe(876_000 * 3_600_000);
  });
});
