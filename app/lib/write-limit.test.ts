import { describe, expect, it } from 'vitest';
import { whenInWords, writeLimitDescription } from './write-limit.ts';

const now = new Date(2026, 10, 25, 14, 0, 0);
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('write-limit toasts', () => {
  it('turns a REST quota refusal (in the error’s cause) into when to try again', () => {
    const postgrest = {
      code: 'over_write_quota',
      message: `Write limit reached: at most 50 posts per day. Try again after ${at(3 * 3_600_000 + 60_000)}.`,
      details: null,
      hint: null,
    };
    const err = new Error('Failed to save blog post', { cause: postgrest });
    expect(writeLimitDescription(err, now)).toMatch(
      /^You have reached the limit of 50 posts per day\. You can try again in about 3 hours \(at .+ today\)\.$/,
    );
  });

  it('reads a Storage 429 and counts minutes', () => {
    const storage = {
      name: 'StorageApiError',
      status: 429,
      statusCode: '429',
      message: `Write limit reached: at most 20 uploads per hour. Try again after ${at(12 * 60_000 - 500)}.`,
    };
    expect(writeLimitDescription(storage, now)).toMatch(
      /^You have reached the limit of 20 uploads per hour\. You can try again in 12 minutes \(at .+\)\.$/,
    );
  });

  it('leaves every other error to the caller', () => {
    expect(writeLimitDescription(new Error('Failed to fetch'), now)).toBeUndefined();
    expect(
      writeLimitDescription({ code: '42501', message: 'new row violates row-level security' }, now),
    ).toBeUndefined();
    expect(writeLimitDescription(undefined, now)).toBeUndefined();
  });

  it('says "later" when the moment is missing', () => {
    expect(
      writeLimitDescription(
        { code: 'over_write_quota', message: 'Write limit reached: at most 1 sample import per day.' },
        now,
      ),
    ).toBe('You have reached the limit of 1 sample import per day. Please try again later.');
  });

  it('counts an hourly window in minutes at any moment of the hour, and past an hour the nearest hour', () => {
    // Refused in the first minute of a fixed hourly window: its end is 59–60 minutes away.
    expect(whenInWords(new Date(now.getTime() + 3_600_000), now)).toMatch(/^in 60 minutes \(at .+\)$/);
    expect(whenInWords(new Date(now.getTime() + 3_590_000), now)).toMatch(/^in 60 minutes \(at .+\)$/);
    expect(whenInWords(new Date(now.getTime() + 3_540_000), now)).toMatch(/^in 59 minutes \(at .+\)$/);
    // In its last minute: seconds.
    expect(whenInWords(new Date(now.getTime() + 25_000), now)).toMatch(/^in 25 seconds \(at .+\)$/);
    expect(whenInWords(new Date(now.getTime() + 61 * 60_000), now)).toMatch(/^in about 1 hour \(at .+ today\)$/);
    expect(whenInWords(new Date(now.getTime() + 119 * 60_000), now)).toMatch(/^in about 2 hours \(at .+ today\)$/);
  });

  it('names another day with its date', () => {
    expect(whenInWords(new Date(2026, 10, 26, 0, 0), new Date(2026, 10, 25, 14, 0))).toMatch(
      /^in about 10 hours \(at .+ Thursday.*26.*\)$/,
    );
  });
});
