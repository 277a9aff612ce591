import { describe, expect, it } from 'vitest';
import { commentsPerPage, commentsShown, maxCommentsShown } from './list-comments.ts';

describe('commentsShown (?comments=N, "Load more" without JavaScript)', () => {
  const shown = (query: string) => commentsShown(new URLSearchParams(query));

  it('is a page without the parameter or with a bad one', () => {
    for (const q of ['', 'comments=', 'comments=abc', 'comments=NaN', 'other=30'])
      expect(shown(q), q).toBe(commentsPerPage);
  });

  it('shows the number asked for, between a page and the most a render shows', () => {
    expect(shown('comments=20')).toBe(20);
    expect(shown('comments=35')).toBe(35);
    expect(shown('comments=3')).toBe(commentsPerPage);
    expect(shown('comments=-40')).toBe(commentsPerPage);
    expect(shown('comments=100000')).toBe(maxCommentsShown);
  });
});
