import { site } from '#config/site.ts';
import type { UpcomingWebinar } from './copy.ts';
import type { ContentWebinar } from '#rules/content-model.ts';
import { absoluteUrl } from '#app/lib/seo.ts';

/** '2027-01-21' + '4:00 PM IST' → '2027-01-21T16:00:00+05:30'; undefined when the time is not in that form. */
export function webinarStartIso(date: string, time: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)\s+IST$/i.exec(time.trim());
  if (!match) return undefined;
  const [, h, m, meridiem] = match as unknown as [string, string, string, string];
  const hour = (Number(h) % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0);
  return `${date}T${String(hour).padStart(2, '0')}:${m}:00+05:30`;
}

/** schema.org Event (online) for one upcoming webinar. */
export function webinarEventJsonLd(
  webinar: UpcomingWebinar & Partial<Pick<ContentWebinar, 'durationMinutes' | 'description'>>,
  pagePath: string,
): Record<string, unknown> {
  const start = webinarStartIso(webinar.date, webinar.time) ?? webinar.date;
  const end =
    webinar.durationMinutes && start.includes('T')
      ? new Date(new Date(start).getTime() + webinar.durationMinutes * 60_000).toISOString()
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: webinar.title,
    description: webinar.description || `A free ${site.name} webinar with ${webinar.speaker}, ${webinar.speakerTitle}.`,
    startDate: start,
    ...(end ? { endDate: end } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: absoluteUrl(`${pagePath}#webinar-${webinar.id}`) },
    image: absoluteUrl(webinar.image),
    isAccessibleForFree: true,
    performer: { '@type': 'Person', name: webinar.speaker, jobTitle: webinar.speakerTitle },
    organizer: { '@type': 'Organization', name: site.name, url: site.url },
  };
}
