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

  it('names another day with its date', () => {
    expect(whenInWords(new Date(2026, 10, 26, 0, 0), new Date(2026, 10, 25, 14, 0))).toMatch(
      /^in about 10 hours \(at .+ Thursday.*26.*\)$/,
    );
  });
});
