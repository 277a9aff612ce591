import { describe, expect, it } from 'vitest';
import { prefersHindi } from './language-choice.ts';

describe('prefersHindi', () => {
  it('is true only when Hindi comes before English', () => {
    expect(prefersHindi(['hi-IN', 'en-IN'])).toBe(true);
    expect(prefersHindi(['hi'])).toBe(true);
    expect(prefersHindi(['mr-IN', 'hi-IN', 'en'])).toBe(true);
    expect(prefersHindi(['en-IN', 'hi-IN'])).toBe(false);
    expect(prefersHindi(['ta-IN'])).toBe(false);
    expect(prefersHindi([])).toBe(false);
  });
});
