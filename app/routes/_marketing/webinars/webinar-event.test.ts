import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '#app/components/marketing/local-date.tsx';
import { webinarStartIso } from './webinar-event.ts';

describe('webinar dates', () => {
  it.each([
    ['2027-01-21', '4:00 PM IST', '2027-01-21T16:00:00+05:30'],
    ['2027-03-04', '11:00 AM IST', '2027-03-04T11:00:00+05:30'],
    ['2027-03-04', '12:30 PM IST', '2027-03-04T12:30:00+05:30'],
    ['2027-03-04', '12:15 AM IST', '2027-03-04T00:15:00+05:30'],
    ['2027-03-04', 'afternoon', undefined],
  ])('turns a date and an IST time into an ISO start with the +05:30 offset: %s %s', (date, time, start) => {
    expect(webinarStartIso(date, time)).toBe(start);
  });

  it('formats calendar dates without shifting the day, whatever the time zone', () => {
    expect(formatCalendarDate('2027-01-21', 'en-IN')).toBe('21 January 2027');
    expect(formatCalendarDate('2027-01-01', 'en-US')).toBe('January 1, 2027');
  });
});
