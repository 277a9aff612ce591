import { describe, expect, it } from 'vitest';
import { scheduledWebinars } from '../../rules/webinar-schedule.ts';
import { webinarInviteIcs } from './webinar-invite.ts';

describe('webinar invite (.ics)', () => {
  const webinar = scheduledWebinars[0]!; // 2027-01-21, 4:00 PM IST, 60 minutes
  const ics = webinarInviteIcs(
    webinar,
    { id: '7d8a1a58-8f4e-4a39-9d43-0f7f0a4b2c11', name: 'Asha Verma', email: 'asha@example.test' },
    'https://www.example.in/webinars#webinar-x',
  );
  const unfolded = ics.replace(/\r\n[ \t]/g, '');

  it('is one published event at the IST start, written in UTC, lasting the webinar', () => {
    expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(unfolded).toContain('METHOD:PUBLISH');
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(unfolded).toMatch(/DTSTART:20270121T103000Z/); // 16:00 IST = 10:30 UTC
    expect(unfolded).toContain('DURATION:PT60M');
    expect(unfolded).toContain(`SUMMARY:${webinar.title}`);
  });

  it('has a UID fixed per registration', () => {
    expect(unfolded).toContain('UID:webinar-registration-7d8a1a58-8f4e-4a39-9d43-0f7f0a4b2c11@www.example.in');
    const again = webinarInviteIcs(
      webinar,
      { id: '7d8a1a58-8f4e-4a39-9d43-0f7f0a4b2c11', name: 'Asha Verma', email: 'asha@example.test' },
      'https://www.example.in/webinars',
    );
    expect(again.replace(/\r\n[ \t]/g, '')).toContain('UID:webinar-registration-7d8a1a58-8f4e-4a39-9d43-0f7f0a4b2c11@');
  });
});
