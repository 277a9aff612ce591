/**
 * A registration's calendar invite (.ics, RFC 5545): one VEVENT starting at the webinar's start
 * (IST, written in UTC so every calendar places it right), lasting its duration, with a UID fixed
 * per registration (a second invite for the same registration updates the event instead of adding
 * one). METHOD:PUBLISH: a calendar entry to add, not a meeting request the recipient answers.
 * Every value is escaped by ics-text.ts (TEXT per RFC 5545, parameters per RFC 6868): what a
 * visitor typed (name, address) cannot add a line or a parameter.
 */
import { site } from '../../config/site.ts';
import { webinarStart, type ScheduledWebinar } from '../../rules/webinar-schedule.ts';
import type { MailAttachment } from '../mail/message.ts';
import { icsLine, icsMailto, icsParam, icsText } from './ics-text.ts';

/** 20270121T103000Z: a UTC DATE-TIME (RFC 5545 3.3.5, form #2). */
function utc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function webinarInviteIcs(
  webinar: ScheduledWebinar,
  registration: { id: string; name: string; email: string },
  pageUrl: string,
  now: Date = new Date(),
): string {
  const start = webinarStart(webinar);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `PRODID:${icsText(`-//${site.name}//Webinars//EN`)}`,
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(`webinar-registration-${registration.id}@${new URL(pageUrl).hostname}`)}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(start)}`,
    `DURATION:PT${webinar.durationMinutes}M`,
    `SUMMARY:${icsText(webinar.title)}`,
    `DESCRIPTION:${icsText(
      `A free ${site.name} webinar with ${webinar.speaker}, ${webinar.speakerTitle}. We will email you the link to join before it starts.`,
    )}`,
    // A URI value: not TEXT, so no backslash escapes; the URL class has encoded what needs it.
    `URL:${new URL(pageUrl).href}`,
    'LOCATION:Online',
    'STATUS:CONFIRMED',
    `ORGANIZER;CN=${icsParam(site.name)}:${icsMailto(site.email.contact)}`,
    `ATTENDEE;RSVP=FALSE;PARTSTAT=ACCEPTED;CN=${icsParam(registration.name)}:${icsMailto(registration.email)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText(`${webinar.title} starts in one hour`)}`,
    'TRIGGER:-PT1H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(icsLine).join('');
}

export function webinarInviteAttachment(ics: string): MailAttachment {
  return { filename: 'webinar.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics };
}
