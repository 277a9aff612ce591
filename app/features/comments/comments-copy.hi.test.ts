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

describe('the comments’ toasts in Hindi', () => {
  it('have every English key, no English left, and are chosen by the page’s language', async () => {
    const { commentNotices } = await import('./comment-notices.ts');
    const { commentNoticesHi } = await import('./comment-notices.hi.ts');
    await import('./provide-hi.ts');
    const { commentNoticesIn } = await import('./comment-notices-in.ts');
    expect(shapeOf(commentNoticesHi)).toEqual(shapeOf(commentNotices));
    expect(hindiCopyProblems(commentNoticesHi)).toEqual([]);
    expect(commentNoticesIn('hi')).toBe(commentNoticesHi);
    expect(commentNoticesIn('en')).toBe(commentNotices);
    expect(commentNotices.added).toEqual({
      title: 'Comment added',
      description: 'Your comment has been added successfully.',
    });
    expect(commentNotices.reportTooLong.description).toBe('A reason may have at most 500 characters.');
    expect(commentNoticesHi.reportTooLong.description).toContain('500');
  });
});
