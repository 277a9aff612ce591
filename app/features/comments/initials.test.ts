import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first letters of the words, upper-cased, at most two', () => {
    expect(initials('asha verma')).toBe('AV');
    expect(initials('Asha Rani Verma')).toBe('AR');
    expect(initials('  ravi  ')).toBe('R');
    expect(initials('ravi@example.com')).toBe('R');
    expect(initials('')).toBe('');
  });
});
