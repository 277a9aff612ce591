import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('returns the remembered same-site location with its query and anchor', () => {
    expect(safeReturnPath({ pathname: '/profile', search: '', hash: '' })).toBe('/profile');
    expect(safeReturnPath({ pathname: '/blog/edit/7', search: '?draft=1', hash: '#body' })).toBe(
      '/blog/edit/7?draft=1#body',
    );
  });

  it('refuses other sites, account pages, auth fragments and junk', () => {
    expect(safeReturnPath({ pathname: '//evil.example/x' })).toBeNull();
    expect(safeReturnPath({ pathname: 'https://evil.example/' })).toBeNull();
    expect(safeReturnPath({ pathname: '/\\evil.example' })).toBeNull();
    expect(safeReturnPath({ pathname: '/login' })).toBeNull();
    expect(safeReturnPath({ pathname: '/', hash: '#access_token=x' })).toBe('/');
    expect(safeReturnPath('/profile')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});
