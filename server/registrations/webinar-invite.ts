/**
 * A registration's calendar invite (.ics, RFC 5545): one VEVENT starting at the webinar's start
 * (IST, written in UTC so every calendar places it right), lasting its duration, with a UID fixed
 * per registration (a second invite for the same registration updates the event instead of adding
 * one). METHOD:PUBLISH: a calendar entry to add, not a meeting request the recipient answers.
 * Every value is escaped by ics-text.ts (TEXT per RFC 5545, parameters per RFC 6868): what a
 * visitor typed (name, address) cannot add a line or a parameter.
 */
import { site } from '../../config/site.ts';
import type { Lang } from '../../rules/languages.ts';
import { webinarStart, type ScheduledWebinar } from '../../rules/webinar-schedule.ts';
import type { MailAttachment } from '../mail/message.ts';
import { icsLine, icsMailto, icsParam, icsText } from './ics-text.ts';

/** 20270121T103000Z: a UTC DATE-TIME (RFC 5545 3.3.5, form #2). */
/**
 * The invite's own words per language (issue #29, ADR 044): a Hindi registrant's calendar shows
 * Hindi. The webinar's title, speaker and speaker's title stay as the content has them.
 */
const words = {
  en: {
    summary: (title: string) => title,
    description: (speaker: string, speakerTitle: string) =>
      `A free ${site.name} webinar with ${speaker}, ${speakerTitle}. We will email you the link to join before it starts.`,
    location: 'Online',
    alarm: (title: string) => `${title} starts in one hour`,
  },
  hi: {
    summary: (title: string) => `वेबिनार: ${title}`,
    description: (speaker: string, speakerTitle: string) =>
      `${site.name} का निःशुल्क वेबिनार, वक्ता: ${speaker}, ${speakerTitle}। वेबिनार शुरू होने से पहले हम आपको इसमें जुड़ने का लिंक ईमेल करेंगे।`,
    location: 'ऑनलाइन',
    alarm: (title: string) => `वेबिनार “${title}” एक घंटे में शुरू होगा`,
  },
} satisfies Record<Lang, unknown>;

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
  lang: Lang = 'en',
): string {
  const start = webinarStart(webinar);
  const text = words[lang];
  // RFC 5545's LANGUAGE parameter on a Hindi text; the English lines stay exactly as they were.
  const tagged = (name: string) => (lang === 'en' ? name : `${name};LANGUAGE=hi`);
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
    `${tagged('SUMMARY')}:${icsText(text.summary(webinar.title))}`,
    `${tagged('DESCRIPTION')}:${icsText(text.description(webinar.speaker, webinar.speakerTitle))}`,
    // A URI value: not TEXT, so no backslash escapes; the URL class has encoded what needs it.
    `URL:${new URL(pageUrl).href}`,
    `${tagged('LOCATION')}:${icsText(text.location)}`,
    'STATUS:CONFIRMED',
    `ORGANIZER;CN=${icsParam(site.name)}:${icsMailto(site.email.contact)}`,
    `ATTENDEE;RSVP=FALSE;PARTSTAT=ACCEPTED;CN=${icsParam(registration.name)}:${icsMailto(registration.email)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `${tagged('DESCRIPTION')}:${icsText(text.alarm(webinar.title))}`,
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
