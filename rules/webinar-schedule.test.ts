import { describe, expect, it } from 'vitest';
import { scheduledWebinars } from '#tests/fixtures/seeded-webinars.ts';
import { istDate, isWebinarPast, webinarStart, webinarStartIso } from './webinar-schedule.ts';

describe('webinar schedule', () => {
  it('reads IST start times', () => {
    expect(webinarStartIso('2027-01-21', '4:00 PM IST')).toBe('2027-01-21T16:00:00+05:30');
    expect(webinarStartIso('2027-03-04', '12:15 AM IST')).toBe('2027-03-04T00:15:00+05:30');
    expect(webinarStartIso('2027-03-04', '12:00 PM IST')).toBe('2027-03-04T12:00:00+05:30');
    expect(webinarStartIso('2027-03-04', '16:00 IST')).toBeUndefined();
    expect(webinarStart({ date: '2027-01-21', time: '4:00 PM IST' }).toISOString()).toBe('2027-01-21T10:30:00.000Z');
  });

  it("takes today's date in India, not in UTC", () => {
    expect(istDate(new Date('2027-01-21T18:29:59Z'))).toBe('2027-01-21');
    expect(istDate(new Date('2027-01-21T18:30:00Z'))).toBe('2027-01-22');
  });

  it('moves a webinar to the past once its IST date is over, at midnight IST', () => {
    const webinar = scheduledWebinars[0]!;
    expect(webinar.date).toBe('2027-01-21');
    expect(isWebinarPast(webinar, new Date('2027-01-21T10:30:00Z'))).toBe(false); // it starts
    expect(isWebinarPast(webinar, new Date('2027-01-21T18:29:59Z'))).toBe(false); // 23:59:59 IST
    expect(isWebinarPast(webinar, new Date('2027-01-21T18:30:00Z'))).toBe(true); // 00:00 IST next day
  });

  it('has valid data for every scheduled webinar', () => {
    for (const webinar of scheduledWebinars) {
      expect(webinarStartIso(webinar.date, webinar.time)).toBeDefined();
      expect(webinar.durationMinutes).toBeGreaterThan(0);
      expect(webinar.id).toMatch(/^[a-z0-9][a-z0-9-]{0,99}$/);
    }
  });
});
