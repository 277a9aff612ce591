import { describe, expect, it } from 'vitest';
import { digestDue, oneWorkingDayBefore } from './lead-digest.ts';

describe('the daily lead digest', () => {
  it('is due once per working day (IST), from 09:00', () => {
    const fri0830 = new Date('2026-11-27T08:30:00+05:30');
    const fri0900 = new Date('2026-11-27T09:00:00+05:30');
    expect(digestDue(fri0830, null)).toBe(false);
    expect(digestDue(fri0900, null)).toBe(true);
    expect(digestDue(new Date('2026-11-27T18:00:00+05:30'), fri0900)).toBe(false);
    expect(digestDue(new Date('2026-11-28T10:00:00+05:30'), fri0900)).toBe(false); // Saturday
    expect(digestDue(new Date('2026-11-30T09:05:00+05:30'), fri0900)).toBe(true); // Monday
  });

  it('counts one working day back over the weekend', () => {
    expect(oneWorkingDayBefore(new Date('2026-11-27T09:00:00+05:30')).toISOString()).toBe('2026-11-26T03:30:00.000Z');
    // Monday 09:00 IST: back to Friday 09:00 IST.
    expect(oneWorkingDayBefore(new Date('2026-11-30T09:00:00+05:30')).toISOString()).toBe('2026-11-27T03:30:00.000Z');
  });
});
