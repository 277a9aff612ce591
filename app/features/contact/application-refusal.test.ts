import '../../lib/provide-write-limit-hi.ts';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '#rules/contact-rules.ts';
import { cvMessages } from '#rules/cv-file.ts';
import { applicationRefusal } from './application-refusal.ts';
import { formToasts } from './copy.ts';

const refusal = (code: string, message: string, details: string | null = null) => ({
  code,
  message,
  details,
  hint: null,
});

describe('what the application form shows for a refusal', () => {
  it('puts the message next to the field the details name', () => {
    expect(applicationRefusal(400, refusal('validation_failed', 'Please enter your name.', 'field: name'))).toEqual({
      field: 'name',
      message: 'Please enter your name.',
    });
    expect(applicationRefusal(413, refusal('payload_too_large', cvMessages.tooLarge, 'field: cv'))).toEqual({
      field: 'cv',
      message: cvMessages.tooLarge,
    });
  });

  it('toasts a refusal that names no field of the form, and the rate limit whatever it says', () => {
    expect(applicationRefusal(400, refusal('validation_failed', 'We could not read your application.'))).toEqual({
      toast: 'We could not read your application.',
    });
    expect(applicationRefusal(400, refusal('validation_failed', 'Too long.', 'field: opening'))).toEqual({
      toast: 'Too long.',
    });
    expect(applicationRefusal(429, refusal('over_request_rate_limit', 'Slow down'))).toEqual({
      toast: contactMessages.rateLimited,
    });
  });

  it('says when to try again for a daily cap (#26)', () => {
    const retryAt = new Date(Date.now() + 30 * 60_000);
    const answer = applicationRefusal(
      429,
      refusal(
        'over_write_quota',
        `Write limit reached: at most 200 CVs for the whole site per day. Try again after ${retryAt.toISOString()}.`,
      ),
    );
    expect(answer).toEqual({
      toast: expect.stringMatching(
        /^You have reached the limit of 200 CVs for the whole site per day\. You can try again in (29|30) minutes/,
      ),
    });
    const hindi = applicationRefusal(
      429,
      refusal(
        'over_write_quota',
        `Write limit reached: at most 200 CVs for the whole site per day. Try again after ${retryAt.toISOString()}.`,
      ),
      'hi',
    );
    expect(hindi).toEqual({
      toast: expect.stringMatching(
        /^आप प्रति दिन पूरी साइट के लिए 200 CV की सीमा तक पहुँच गए हैं। आप (29|30) मिनट बाद \(\d\d:\d\d बजे\) फिर से प्रयास कर सकते हैं।$/,
      ),
    });
  });

  it('toasts the usual failure for an answer that is not the envelope', () => {
    for (const body of [null, '<html>Bad gateway</html>', { error: 'x' }])
      expect(applicationRefusal(502, body)).toEqual({ toast: formToasts.sendFailed.description });
  });
});
