import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it.each([
    ['asha verma', 'AV'],
    ['Asha Rani Verma', 'AR'],
    ['  ravi  ', 'R'],
    ['ravi@example.com', 'R'],
    ['', ''],
  ])('takes the first letters of the words, upper-cased, at most two: %j is %j', (name, letters) => {
    expect(initials(name)).toBe(letters);
  });
});
