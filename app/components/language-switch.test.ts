import { describe, expect, it } from 'vitest';
import { keptQuery } from './language-switch.tsx';

describe('the language switch keeps the query, never an email link’s secret', () => {
  it('keeps an ordinary query and hash', () => {
    expect(keptQuery('?q=virtual+labs&page=2', '#results')).toBe('?q=virtual+labs&page=2#results');
    expect(keptQuery('', '')).toBe('');
  });

  it.each([
    ['?token_hash=pkce_abc&type=signup&next=%2Fblog', '', '?type=signup&next=%2Fblog'],
    ['?code=8b1f6c1e-2f4e-4c1a-9d7e-0c1d2e3f4a5b', '', ''],
    ['', '#access_token=eyJ&type=signup', ''],
    ['?x=1', '#error=access_denied&error_code=otp_expired', '?x=1'],
  ])(
    'drops the confirm page’s token, a PKCE code and a hash with a session or an error: %j %j',
    (search, hash, kept) => {
      expect(keptQuery(search, hash)).toBe(kept);
    },
  );
});
