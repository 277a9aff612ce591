import { describe, expect, it } from 'vitest';
import { scheduledWebinars } from '#tests/fixtures/seeded-webinars.ts';
import { icsLine, icsParam, icsText } from './ics-text.ts';
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

  it('escapes every visitor field per RFC 5545 and RFC 6868 (#26): quotes, commas, semicolons, CRLF', () => {
    const hostile = {
      id: '7d8a1a58-8f4e-4a39-9d43-0f7f0a4b2c11',
      name: 'Asha "The Boss" Verma; Jr., ^x\r\nATTENDEE:mailto:evil@example.test',
      email: '"a;b,c"\r\nX-INJECTED:1@example.test',
    };
    const raw = webinarInviteIcs(webinar, hostile, 'https://www.example.in/webinars');
    // Every line ends in CRLF and is at most 75 octets; no bare CR or LF anywhere.
    const physical = raw.split('\r\n');
    expect(physical.pop()).toBe('');
    for (const line of physical) {
      expect(line).not.toMatch(/[\r\n]/);
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
    const lines = raw
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter(Boolean);
    // The visitor added no line: one ATTENDEE, no injected property.
    expect(lines.filter((l) => l.startsWith('ATTENDEE'))).toHaveLength(1);
    expect(lines.some((l) => l.startsWith('X-INJECTED'))).toBe(false);
    const attendee = lines.find((l) => l.startsWith('ATTENDEE'))!;
    expect(attendee).toBe(
      'ATTENDEE;RSVP=FALSE;PARTSTAT=ACCEPTED;' +
        `CN="Asha ^'The Boss^' Verma; Jr., ^^x^nATTENDEE:mailto:evil@example.test"` +
        ':mailto:%22a%3Bb%2Cc%22%0D%0AX-INJECTED%3A1@example.test',
    );
    expect(raw).not.toContain('\\"');
  });

  it('escapes TEXT values and parameter values as the RFCs define', () => {
    expect(icsText('a;b,c\\d\r\ne\nf\rg\u0007')).toBe('a\\;b\\,c\\\\d\\ne\\nf\\ng');
    expect(icsParam('say "hi"\r\n^ok')).toBe(`"say ^'hi^'^n^^ok"`);
    expect(icsLine('X:' + 'é'.repeat(80))).toMatch(/^X:(é){36}\r\n (é){37}\r\n (é){7}\r\n$/);
  });
  const now = new Date('2026-11-28T10:00:00Z');
  const asha = { id: '7d8a1a58-8f4e-4a39-9d43-0f7f0a4b2c11', name: 'Asha Verma', email: 'asha@example.test' };

  it('writes the English invite byte for byte as before the Hindi one (issue #29)', () => {
    expect(webinarInviteIcs(webinar, asha, 'https://www.example.in/webinars#webinar-x', now)).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'CALSCALE:GREGORIAN',
        'PRODID:-//Aravali Learning//Webinars//EN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:webinar-registration-7d8a1a58-8f4e-4a39-9d43-0f7f0a4b2c11@www.example.i',
        ' n',
        'DTSTAMP:20261128T100000Z',
        'DTSTART:20270121T103000Z',
        'DURATION:PT60M',
        'SUMMARY:Adaptive Practice for Board Exam Preparation',
        'DESCRIPTION:A free Aravali Learning webinar with Dr. Meera Rathore\\, Head o',
        ' f Learning Science\\, Aravali Learning. We will email you the link to join ',
        ' before it starts.',
        'URL:https://www.example.in/webinars#webinar-x',
        'LOCATION:Online',
        'STATUS:CONFIRMED',
        'ORGANIZER;CN="Aravali Learning":mailto:hello@aravalilearning.in',
        'ATTENDEE;RSVP=FALSE;PARTSTAT=ACCEPTED;CN="Asha Verma":mailto:asha@example.t',
        ' est',
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        'DESCRIPTION:Adaptive Practice for Board Exam Preparation starts in one hour',
        'TRIGGER:-PT1H',
        'END:VALARM',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('speaks Hindi to a Hindi registrant: summary, description, place and reminder, tagged LANGUAGE=hi', () => {
    const raw = webinarInviteIcs(webinar, asha, 'https://www.example.in/hi/webinars#webinar-x', now, 'hi');
    for (const line of raw.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lines = raw.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines).toContain(`SUMMARY;LANGUAGE=hi:वेबिनार: ${webinar.title}`);
    expect(lines).toContain(
      'DESCRIPTION;LANGUAGE=hi:Aravali Learning का निःशुल्क वेबिनार\\, वक्ता: Dr. Meera Rathore\\, Head of Learning Science\\, Aravali Learning। वेबिनार शुरू होने से पहले हम आपको इसमें जुड़ने का लिंक ईमेल करेंगे।',
    );
    expect(lines).toContain('LOCATION;LANGUAGE=hi:ऑनलाइन');
    expect(lines).toContain(`DESCRIPTION;LANGUAGE=hi:वेबिनार “${webinar.title}” एक घंटे में शुरू होगा`);
    expect(lines).toContain('URL:https://www.example.in/hi/webinars#webinar-x');
    expect(raw).not.toMatch(/starts in one hour|We will email|LOCATION:Online/);
    // The same event as the English invite: one UID per registration, whatever the language.
    expect(lines).toContain('UID:webinar-registration-7d8a1a58-8f4e-4a39-9d43-0f7f0a4b2c11@www.example.in');
  });
});
