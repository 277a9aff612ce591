/**
 * A registration's calendar invite (.ics, RFC 5545) made with the `ics` library: one VEVENT
 * starting at the webinar's start (IST, written in UTC so every calendar places it right),
 * lasting its duration, with a UID fixed per registration (a second invite for the same
 * registration updates the event instead of adding one). METHOD:PUBLISH: a calendar entry to add,
 * not a meeting request the recipient answers.
 */
import { createEvent } from 'ics';
import { site } from '../../config/site.ts';
import { webinarStart, type ScheduledWebinar } from '../../rules/webinar-schedule.ts';
import type { MailAttachment } from '../mail/message.ts';

export function webinarInviteIcs(
  webinar: ScheduledWebinar,
  registration: { id: string; name: string; email: string },
  pageUrl: string,
): string {
  const start = webinarStart(webinar);
  const { error, value } = createEvent({
    productId: `-//${site.name}//Webinars//EN`,
    method: 'PUBLISH',
    uid: `webinar-registration-${registration.id}@${new URL(pageUrl).hostname}`,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: webinar.durationMinutes },
    title: webinar.title,
    description: `A free ${site.name} webinar with ${webinar.speaker}, ${webinar.speakerTitle}. We will email you the link to join before it starts.`,
    url: pageUrl,
    location: 'Online',
    status: 'CONFIRMED',
    organizer: { name: site.name, email: site.email.contact },
    attendees: [{ name: registration.name, email: registration.email, rsvp: false, partstat: 'ACCEPTED' }],
    alarms: [
      { action: 'display', description: `${webinar.title} starts in one hour`, trigger: { hours: 1, before: true } },
    ],
  });
  if (error || !value) throw error ?? new Error('ics: no calendar produced');
  return value;
}

export function webinarInviteAttachment(ics: string): MailAttachment {
  return { filename: 'webinar.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics };
}
