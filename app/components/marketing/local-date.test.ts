import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { formatCalendarDate, formatToday, LocalText } from './local-date.tsx';

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

describe('LocalText', () => {
  const server = () => 'March 5, 2026';
  const client = () => '06/03/2026';

  it("writes the server's text in the HTML, in a <time> with its dateTime or a <span>", () => {
    expect(renderToString(createElement(LocalText, { dateTime: '2026-03-05T10:00:00Z', server, client }))).toBe(
      '<time dateTime="2026-03-05T10:00:00Z">March 5, 2026</time>',
    );
    expect(renderToString(createElement(LocalText, { server, client, 'data-local-today': '' }))).toBe(
      '<span data-local-today="">March 5, 2026</span>',
    );
  });
});
