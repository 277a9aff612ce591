import '../../lib/provide-write-limit-hi.ts';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '#rules/contact-rules.ts';
import {
  ContactSendError,
  contactSendMessages,
  contactSendMessagesHi,
  messageFor,
  sendContactMessage,
} from './send-contact-message.ts';

describe('messageFor', () => {
  it.each([
    [429, { code: 'over_request_rate_limit', message: 'x' }, contactSendMessages.rateLimited],
    [400, { code: 'validation_failed', message: contactMessages.tooLong.message }, contactMessages.tooLong.message],
    // A hosted Supabase project answers CHECK violations in SQL terms.
    [400, { code: '23514', message: 'new row violates check constraint' }, contactSendMessages.invalid],
    [0, { code: '', message: 'TypeError: Failed to fetch' }, contactSendMessages.network],
    [500, { code: 'PGRST000', message: 'Internal server error' }, contactSendMessages.server],
    [503, { code: 'PGRST001', message: 'Database client error.' }, contactSendMessages.server],
  ])('speaks to the visitor for every kind of refusal: %i %j', (status, body, message) => {
    expect(messageFor(status, body)).toBe(message);
  });

  it('says when a person over their daily quota can register again (#26)', () => {
    const retryAt = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const quota = {
      code: 'over_write_quota',
      message: `Write limit reached: at most 10 webinar registrations for one email address per day. Try again after ${retryAt}.`,
    };
    expect(messageFor(429, quota)).toMatch(
      /^You have reached the limit of 10 webinar registrations for one email address per day\. You can try again in about 3 hours \(at .+\)\.$/,
    );
    // On a Hindi page (#29): in Hindi, the time in hi-IN; any other limit is the Hindi rate-limit message.
    expect(messageFor(429, quota, 'hi')).toMatch(
      /^आप प्रति दिन एक ईमेल पते से 10 वेबिनार पंजीकरणों की सीमा तक पहुँच गए हैं। आप लगभग 3 घंटे बाद \(.+ \d\d:\d\d बजे\) फिर से प्रयास कर सकते हैं।$/,
    );
    expect(messageFor(429, { code: 'over_request_rate_limit', message: 'x' }, 'hi')).toBe(
      contactSendMessagesHi.rateLimited,
    );
  });
});

describe('sendContactMessage', () => {
  it('refuses invalid input before any request, with the rule message', async () => {
    await expect(sendContactMessage('webinar', { email: 'nope' })).rejects.toEqual(
      new ContactSendError(contactMessages.emailFormat),
    );
    await expect(sendContactMessage('home', { name: 'A', email: 'a@b.in' })).rejects.toThrow(
      contactMessages.required.message,
    );
  });
});
