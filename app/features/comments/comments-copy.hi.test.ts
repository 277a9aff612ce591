import { describe, expect, it } from 'vitest';
import { hindiCopyProblems, shapeOf } from '#tests/fixtures/hindi-copy.ts';
import { commentsCopy } from './comments-copy.ts';
import { commentsCopyHi } from './comments-copy.hi.ts';

describe('the comments in Hindi', () => {
  it('have every English key and no English left', () => {
    expect(shapeOf(commentsCopyHi)).toEqual(shapeOf(commentsCopy));
    expect(hindiCopyProblems(commentsCopyHi, { allowLatin: ['Sample'] })).toEqual([]);
  });

  it('keep the English heading as it was: "Comments (3)", "Comments" with none', () => {
    expect(commentsCopy.heading(3)).toBe('Comments (3)');
    expect(commentsCopy.heading(0)).toBe('Comments');
    expect(commentsCopyHi.heading(3)).toBe('टिप्पणियाँ (3)');
  });
});
