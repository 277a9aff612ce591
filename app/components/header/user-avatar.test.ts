import { describe, expect, it } from 'vitest';
import { userInitial } from './user-avatar.tsx';

describe('userInitial', () => {
  it('uses the first letter of the full name, else of the email, upper-cased', () => {
    expect(userInitial({ fullName: 'asha Verma', email: 'x@example.com' })).toBe('A');
    expect(userInitial({ fullName: '  ', email: 'meera@example.com' })).toBe('M');
    expect(userInitial({ fullName: null, email: '' })).toBe('?');
  });
});
