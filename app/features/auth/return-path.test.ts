import { describe, expect, it } from 'vitest';
import { linkNextPath, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('returns the remembered same-site location with its query and anchor', () => {
    expect(safeReturnPath({ pathname: '/profile', search: '', hash: '' })).toBe('/profile');
    expect(safeReturnPath({ pathname: '/blog/edit/7', search: '?draft=1', hash: '#body' })).toBe(
      '/blog/edit/7?draft=1#body',
    );
  });

  it.each([{ pathname: '//evil.example/x' }, { pathname: 'https://evil.example/' }, { pathname: '/\\evil.example' }])(
    'refuses another site: %j',
    (location) => expect(safeReturnPath(location)).toBeNull(),
  );

  it('refuses account pages, auth fragments and junk', () => {
    expect(safeReturnPath({ pathname: '/login' })).toBeNull();
    expect(safeReturnPath({ pathname: '/', hash: '#access_token=x' })).toBe('/');
    expect(safeReturnPath('/profile')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});

describe('linkNextPath', () => {
  it('goes on to the link’s path on this site, and a recovery link to the new-password page', () => {
    expect(linkNextPath('/', 'signup')).toBe('/');
    expect(linkNextPath('/blog?page=2', 'email_change')).toBe('/blog?page=2');
    expect(linkNextPath('/', 'recovery')).toBe('/reset-password');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '/\t/evil.example',
    '/ /evil.example',
    '/auth/confirm?token_hash=x',
    null,
  ])('never leaves the site or loops back to the confirm page: %j', (next) => {
    expect(linkNextPath(next, 'signup')).toBe('/');
  });
});
