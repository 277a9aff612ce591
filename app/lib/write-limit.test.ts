import { describe, expect, it } from 'vitest';
import { englishLeftIn } from '#tests/fixtures/hindi-copy.ts';
import type { Env } from '#server/lib/env.ts';
import { quotaMessage, quotas } from '#server/lib/write-quota.ts';
import { whenInHindi } from './write-limit.hi.ts';
import { whenInWords, writeLimitDescription } from './write-limit.ts';
import './provide-write-limit-hi.ts';

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

describe('write-limit toasts on a Hindi page (issue #29)', () => {
  const hiClock = (iso: string) =>
    new Date(iso).toLocaleTimeString('hi-IN', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

  it('says the limit and when to try again in Hindi, the time in hi-IN', () => {
    const retry = at(12 * 60_000 - 500);
    const storage = {
      statusCode: '429',
      message: `Write limit reached: at most 20 uploads per hour. Try again after ${retry}.`,
    };
    expect(writeLimitDescription(storage, now, 'hi')).toBe(
      `आप प्रति घंटे 20 फ़ाइल अपलोड की सीमा तक पहुँच गए हैं। आप 12 मिनट बाद (${hiClock(retry)} बजे) फिर से प्रयास कर सकते हैं।`,
    );
    const posts = {
      code: 'over_write_quota',
      message: `Write limit reached: at most 50 posts per day. Try again after ${at(3 * 3_600_000 + 60_000)}.`,
    };
    expect(writeLimitDescription(new Error('x', { cause: posts }), now, 'hi')).toMatch(
      /^आप प्रति दिन 50 लेखों की सीमा तक पहुँच गए हैं। आप लगभग 3 घंटे बाद \(आज \d\d:\d\d बजे\) फिर से प्रयास कर सकते हैं।$/,
    );
    expect(
      writeLimitDescription(
        {
          code: 'over_write_quota',
          message: `Write limit reached: at most 20 comments per hour. Try again after ${at(25_000)}.`,
        },
        now,
        'hi',
      ),
    ).toMatch(/^आप प्रति घंटे 20 टिप्पणियों की सीमा तक पहुँच गए हैं। आप 25 सेकंड बाद \(\d\d:\d\d बजे\)/);
  });

  it('names the day in hi-IN past today, and says "later" without a moment', () => {
    const tomorrow = new Date(now.getTime() + 20 * 3_600_000);
    expect(whenInHindi(tomorrow, now)).toBe(`लगभग 20 घंटे बाद (गुरुवार, 26 नवंबर ${hiClock(tomorrow.toISOString())} बजे)`);
    expect(
      writeLimitDescription(
        { code: 'over_write_quota', message: 'Write limit reached: at most 1 sample import per day.' },
        now,
        'hi',
      ),
    ).toBe('आप प्रति दिन 1 बार नमूना लेख जोड़ने की सीमा तक पहुँच गए हैं। कृपया कुछ देर बाद फिर से प्रयास करें।');
    // A limit worded otherwise still reads as Hindi, never as the server's English.
    expect(writeLimitDescription({ code: 'over_write_quota', message: 'Slow down.' }, now, 'hi')).toBe(
      'आप अपनी सीमा तक पहुँच गए हैं। कृपया कुछ देर बाद फिर से प्रयास करें।',
    );
  });

  it('reads every quota the server has into Hindi, with no English left', () => {
    const env = {
      QUOTA_POSTS_PER_DAY: 50,
      QUOTA_SAMPLE_IMPORTS_PER_DAY: 3,
      QUOTA_COMMENTS_PER_HOUR: 20,
      QUOTA_UPLOADS_PER_HOUR: 20,
      QUOTA_CHAT_MESSAGES_PER_HOUR: 60,
      QUOTA_CHAT_MESSAGES_PER_DAY: 200,
      QUOTA_COMMENT_REPORTS_PER_DAY: 20,
      QUOTA_WEBINAR_REGISTRATIONS_PER_EMAIL_PER_DAY: 10,
      QUOTA_APPLICATIONS_PER_EMAIL_PER_DAY: 3,
      QUOTA_CVS_PER_DAY: 200,
      QUOTA_ANONYMOUS_UPLOAD_MB_PER_DAY: 25,
    } as unknown as Env;
    for (const limit of [1, 2])
      for (const quota of Object.values(
        quotas({ ...env, ...Object.fromEntries(Object.keys(env).map((k) => [k, limit])) } as Env),
      )) {
        const message = quotaMessage({ quota, retryAfterSeconds: 600, retryAt: new Date(now.getTime() + 600_000) });
        const hindi = writeLimitDescription({ code: 'over_write_quota', message }, now, 'hi')!;
        expect(hindi, message).not.toContain('अपनी सीमा');
        expect(englishLeftIn(hindi), message).toEqual([]);
      }
  });
});
