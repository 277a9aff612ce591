import { describe, expect, it } from 'vitest';
import { formatCommentDate } from './comment-date.tsx';

describe('formatCommentDate', () => {
  const iso = '2026-03-05T23:30:00Z';

  it("follows the locale it is given (the browser's in the page)", () => {
    expect(formatCommentDate(iso, 'en-US', 'UTC')).toBe('Mar 5, 2026');
    expect(formatCommentDate(iso, 'en-GB', 'UTC')).toBe('5 Mar 2026');
    expect(formatCommentDate(iso, 'de-DE', 'UTC')).toBe('5. März 2026');
  });

  it('shows the day in the time zone it is given, not always UTC', () => {
    expect(formatCommentDate(iso, 'en-IN', 'Asia/Kolkata')).toBe('6 Mar 2026');
  });

  it('uses the runtime locale and zone when none is given', () => {
    expect(formatCommentDate(iso)).toBe(
      new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }),
    );
  });

  it('is empty for a timestamp that is not a date', () => {
    expect(formatCommentDate('not a date')).toBe('');
  });
});
