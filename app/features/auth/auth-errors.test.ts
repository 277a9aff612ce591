import { describe, expect, it } from 'vitest';
import { errorMessage, isEmailNotConfirmed } from './auth-errors.ts';

describe('errorMessage', () => {
  it("uses the server's message", () => {
    expect(errorMessage({ message: 'Invalid login credentials' }, 'fallback')).toBe('Invalid login credentials');
  });

  it('falls back for missing, empty, 5xx and network messages', () => {
    expect(errorMessage(null, 'fb')).toBe('fb');
    expect(errorMessage({ message: '' }, 'fb')).toBe('fb');
    expect(errorMessage({ message: '{}' }, 'fb')).toBe('fb');
    expect(errorMessage(new TypeError('Failed to fetch'), 'fb')).toBe('fb');
    expect(errorMessage({ status: 500 }, 'fb')).toBe('fb');
  });
});

describe('isEmailNotConfirmed', () => {
  it('matches the exact message or the code', () => {
    expect(isEmailNotConfirmed({ message: 'Email not confirmed' })).toBe(true);
    expect(isEmailNotConfirmed({ message: 'x', code: 'email_not_confirmed' })).toBe(true);
    expect(isEmailNotConfirmed({ message: 'email not confirmed.' })).toBe(false);
    expect(isEmailNotConfirmed(undefined)).toBe(false);
  });
});
