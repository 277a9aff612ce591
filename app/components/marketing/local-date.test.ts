import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatToday } from './local-date.tsx';

describe('formatCalendarDate', () => {
  it('writes a calendar date in words, in the given locale, the same day in every zone', () => {
    expect(formatCalendarDate('2026-03-05')).toBe('5 March 2026');
    expect(formatCalendarDate('2026-03-05', 'en-US')).toBe('March 5, 2026');
    expect(formatCalendarDate('2026-12-31', 'en-IN')).toBe('31 December 2026');
    // A second call with the same locale (a cached formatter) gives the same answer.
    expect(formatCalendarDate('2026-03-05', 'en-US')).toBe('March 5, 2026');
  });

  it("writes it in the runtime's own locale when asked with null", () => {
    const own = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(formatCalendarDate('2026-03-05', null)).toBe(own.format(new Date('2026-03-05T00:00:00Z')));
  });

  it("formats today's date in a locale", () => {
    const year = String(new Date().getFullYear());
    expect(formatToday('en-IN')).toContain(year);
    expect(formatToday('en-US')).toContain(year);
  });
});
