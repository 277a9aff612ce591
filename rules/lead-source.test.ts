import { describe, expect, it } from 'vitest';
import { firstTouchOf, normalizeLeadSource } from './lead-source.ts';

describe('lead source', () => {
  it('takes the landing page, an external referrer and the utm tags of the first URL', () => {
    expect(
      firstTouchOf(
        'https://site.example/webinars?utm_source=newsletter&utm_medium=email&utm_campaign=jan%202027#x',
        'https://mail.example/inbox?id=1#top',
      ),
    ).toEqual({
      landing_page: '/webinars?utm_source=newsletter&utm_medium=email&utm_campaign=jan%202027',
      referrer: 'https://mail.example/inbox?id=1',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'jan 2027',
    });
  });

  it('ignores a referrer from the site itself or that is not a web page', () => {
    expect(firstTouchOf('https://site.example/', 'https://site.example/blog')).toEqual({ landing_page: '/' });
    expect(firstTouchOf('https://site.example/', 'android-app://x')).toEqual({ landing_page: '/' });
    expect(firstTouchOf('not a url', '')).toEqual({});
  });

  it('caps, cleans and drops what the server cannot use', () => {
    const out = normalizeLeadSource({
      landing_page: `/a${'b'.repeat(3000)}`,
      referrer: 'javascript:alert(1)',
      utm_source: ' news\u0000letter ',
      utm_medium: 42,
      utm_campaign: '',
    });
    expect(out.landing_page).toHaveLength(2000);
    expect(out).not.toHaveProperty('referrer');
    expect(out.utm_source).toBe('newsletter');
    expect(out).not.toHaveProperty('utm_medium');
    expect(out).not.toHaveProperty('utm_campaign');
    expect(normalizeLeadSource({ landing_page: '//evil.example/' })).toEqual({});
  });
});
