import { describe, expect, it } from 'vitest';
import { dayBeforeSendTime, dueWebinarMail } from './webinar-mail.ts';

const webinar = {
  id: 'w',
  title: 'T',
  speaker: 'S',
  time: '4:00 PM IST',
  durationMinutes: 60,
  startsAt: new Date('2027-01-21T16:00:00+05:30'),
  recordingUrl: null,
  recordingAddedAt: null,
};

describe('webinar email windows (IST)', () => {
  it('sends the day-before reminder from 10:00 IST the day before, the last one from an hour before', () => {
    expect(dayBeforeSendTime(webinar.startsAt).toISOString()).toBe('2027-01-20T04:30:00.000Z');
    expect(dueWebinarMail(webinar, new Date('2027-01-20T09:59:00+05:30'))).toEqual([]);
    expect(dueWebinarMail(webinar, new Date('2027-01-20T10:00:00+05:30'))).toEqual(['day-before']);
    expect(dueWebinarMail(webinar, new Date('2027-01-21T14:59:00+05:30'))).toEqual(['day-before']);
    expect(dueWebinarMail(webinar, new Date('2027-01-21T15:00:00+05:30'))).toEqual(['hour-before']);
    expect(dueWebinarMail(webinar, new Date('2027-01-21T16:00:00+05:30'))).toEqual([]);
  });

  it('sends the recording for three days after it was added', () => {
    const added = new Date('2027-01-22T10:00:00+05:30');
    const w = { ...webinar, recordingUrl: 'https://v.example/x', recordingAddedAt: added };
    expect(dueWebinarMail(w, new Date('2027-01-23T10:00:00+05:30'))).toEqual(['recording']);
    expect(dueWebinarMail(w, new Date('2027-01-25T10:00:01+05:30'))).toEqual([]);
  });
});
