import { describe, expect, it } from 'vitest';
import { deletionEmailHi } from '../privacy/account-deletion-hi.ts';
import { hoursEn, hoursHi } from './lifetime.ts';

describe('a lifetime in the emails’ words', () => {
  it('writes whole hours in English, one hour singular', () => {
    expect(hoursEn(3600)).toBe('1 hour');
    expect(hoursEn(24 * 3600)).toBe('24 hours');
  });

  it('writes whole hours in Hindi, in the form before बाद', () => {
    expect(hoursHi(3600)).toBe('1 घंटे');
    expect(hoursHi(24 * 3600)).toBe('24 घंटे');
  });

  it('gives the Hindi deletion email the link’s lifetime it is passed', () => {
    expect(deletionEmailHi('a@example.com', true, 'https://example.com/hi/account/delete', 3600).footnote).toBe(
      'यह लिंक केवल एक बार काम करेगा और 1 घंटे बाद समाप्त हो जाएगा। यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: आपका खाता पहले जैसा ही रहेगा।',
    );
  });
});
