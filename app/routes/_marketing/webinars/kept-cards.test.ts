import { describe, expect, it } from 'vitest';
import { scheduleMoved } from './kept-cards.ts';

describe('scheduleMoved', () => {
  const dates = ['2027-01-21', '2027-02-04'];

  it('is false while every listed webinar is on or after today in India', () => {
    // 23:59 IST on 21 January 2027: the first webinar's day, still open.
    expect(scheduleMoved(dates, new Date('2027-01-21T18:29:00Z'))).toBe(false);
    expect(scheduleMoved([], new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('is true once a listed webinar is over in India, though UTC is still on its date', () => {
    // 00:00 IST on 22 January 2027 is 18:30 UTC on the 21st.
    expect(scheduleMoved(dates, new Date('2027-01-21T18:30:00Z'))).toBe(true);
  });

  it('ignores a date the HTML did not carry', () => {
    expect(scheduleMoved([''], new Date('2027-01-21T00:00:00Z'))).toBe(false);
  });
});
