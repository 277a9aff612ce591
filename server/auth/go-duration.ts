/**
 * Go's `time.ParseDuration`, which GoTrue uses for the admin API's `ban_duration` ('24h', '30m',
 * '1h30m', '876000h', '-1h', '0'): a sequence of decimal numbers, each with a unit (ns, us, µs,
 * ms, s, m, h), with an optional sign. The result is in nanoseconds as a bigint, refused past
 * Go's int64 range with Go's own error texts.
 */

const unitNanos: Record<string, bigint> = {
  ns: 1n,
  us: 1_000n,
  µs: 1_000n, // U+00B5 micro sign
  μs: 1_000n, // U+03BC Greek mu
  ms: 1_000_000n,
  s: 1_000_000_000n,
  m: 60_000_000_000n,
  h: 3_600_000_000_000n,
};

const maxInt64 = (1n << 63n) - 1n;

export class DurationError extends Error {}

const quote = (s: string) => JSON.stringify(s);

/** Nanoseconds, or throws `DurationError` with Go's message (`time: invalid duration "1d"`). */
export function parseGoDuration(input: string): bigint {
  let s = input;
  let negative = false;
  if (s.startsWith('-') || s.startsWith('+')) {
    negative = s.startsWith('-');
    s = s.slice(1);
  }
  if (s === '0') return 0n;
  if (s === '') throw new DurationError(`time: invalid duration ${quote(input)}`);
  let total = 0n;
  while (s !== '') {
    const number = /^(\d*)(?:\.(\d*))?/.exec(s)!;
    const [whole = '', fraction] = [number[1], number[2]];
    if (whole === '' && (fraction === undefined || fraction === '')) {
      throw new DurationError(`time: invalid duration ${quote(input)}`);
    }
    s = s.slice(number[0].length);
    const unitMatch = /^[^\d.]*/.exec(s)![0];
    if (unitMatch === '') throw new DurationError(`time: missing unit in duration ${quote(input)}`);
    const unit = unitNanos[unitMatch];
    if (unit === undefined) {
      throw new DurationError(`time: unknown unit ${quote(unitMatch)} in duration ${quote(input)}`);
    }
    s = s.slice(unitMatch.length);
    let value = BigInt(whole === '' ? '0' : whole) * unit;
    if (fraction) {
      // Go truncates the fraction towards zero at nanosecond precision.
      value += (BigInt(fraction) * unit) / 10n ** BigInt(fraction.length);
    }
    total += value;
    if (total > maxInt64 + (negative ? 1n : 0n)) throw new DurationError(`time: invalid duration ${quote(input)}`);
  }
  return negative ? -total : total;
}

/** Milliseconds (rounded towards zero) for date arithmetic. */
export function goDurationMillis(input: string): number {
  return Number(parseGoDuration(input) / 1_000_000n);
}
