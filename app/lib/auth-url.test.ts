import { describe, expect, it } from 'vitest';
import { readAuthUrl, withoutAuthError } from './auth-url.ts';

describe('readAuthUrl', () => {
  it('recognises the tokens of a confirmation or recovery link and their type', () => {
    expect(readAuthUrl('https://site.test/#access_token=a.b.c&refresh_token=r&expires_in=3600&type=signup')).toEqual({
      kind: 'session',
      type: 'signup',
    });
    expect(readAuthUrl('https://site.test/reset-password#access_token=x&type=recovery')).toEqual({
      kind: 'session',
      type: 'recovery',
    });
  });

  it("recognises a PKCE link's auth code in the query, and nothing else named code", () => {
    expect(readAuthUrl('https://site.test/reset-password?code=3f1c2a4e-9b7d-4c1e-8f2a-1b2c3d4e5f60')).toEqual({
      kind: 'session',
      type: null,
    });
    expect(readAuthUrl('https://site.test/search?code=DISCOUNT')).toEqual({ kind: 'none' });
  });

  it("reads GoTrue's error redirect, in the fragment or the query", () => {
    const href =
      'https://site.test/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
    expect(readAuthUrl(href)).toEqual({
      kind: 'error',
      code: 'otp_expired',
      message: 'Email link is invalid or has expired',
    });
    expect(readAuthUrl('https://site.test/?error=server_error')).toMatchObject({ kind: 'error', code: 'server_error' });
  });

  it('ignores ordinary addresses and in-page anchors', () => {
    expect(readAuthUrl('https://site.test/#contact')).toEqual({ kind: 'none' });
    expect(readAuthUrl('https://site.test/blog?page=2')).toEqual({ kind: 'none' });
    expect(readAuthUrl('not a url')).toEqual({ kind: 'none' });
  });
});

describe('withoutAuthError', () => {
  it('drops the error parameters and keeps the rest of the address', () => {
    expect(withoutAuthError('https://site.test/login?x=1#error=a&error_code=b&error_description=c')).toBe('/login?x=1');
    expect(withoutAuthError('https://site.test/?error=a&keep=1')).toBe('/?keep=1');
    expect(withoutAuthError('https://site.test/about#team')).toBe('/about#team');
  });
});
