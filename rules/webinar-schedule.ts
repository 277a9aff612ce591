/**
 * The webinar schedule's rules both halves need: the site decides which webinars are still
 * upcoming, the server accepts registrations only for those and builds each registration's
 * calendar invite from the same start and duration (ADR 029). The webinars themselves are the
 * content studio's entries (ADR 038, rules/content-model.ts).
 *
 * A webinar is upcoming while today's date in India (Asia/Kolkata, IST, UTC+05:30 all year) is
 * on or before its date; from the next day it is past: the webinars page lists it under Past
 * Webinars and registrations for it are refused. "Now" is always a parameter, so tests fix it.
 */

export const webinarTimeZone = 'Asia/Kolkata';
/** IST has had no daylight saving time since 1945: a fixed offset. */
const istOffsetMinutes = 5 * 60 + 30;

export const webinarCategories = ['AI Learning', 'AR/VR Labs', 'Cloud LMS', 'AI Teacher', 'Enterprise'] as const;

export type WebinarCategory = (typeof webinarCategories)[number];

/** What every webinar has, upcoming or past: the one shape the schedule and the page share. */
export type Webinar = {
  readonly id: string;
  readonly title: string;
  readonly speaker: string;
  readonly speakerTitle: string;
  /** ISO calendar date in IST, YYYY-MM-DD. */
  readonly date: string;
  /** Start time with its zone, e.g. '4:00 PM IST'. */
  readonly time: string;
  readonly category: WebinarCategory;
};

export type ScheduledWebinar = Webinar & {
  readonly durationMinutes: number;
  /** Registrations before the site took them (the figure the cards showed); the site adds its own. */
  readonly attendees: number;
};

/** '4:00 PM IST' → minutes after midnight (960); undefined when the time is not in that form. */
export function istMinutesOfDay(time: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)\s+IST$/i.exec(time.trim());
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return undefined;
  return ((hour % 12) + (match[3]!.toUpperCase() === 'PM' ? 12 : 0)) * 60 + minute;
}

/** '2027-01-21' + '4:00 PM IST' → '2027-01-21T16:00:00+05:30'; undefined when the time is not in that form. */
export function webinarStartIso(date: string, time: string): string | undefined {
  const minutes = istMinutesOfDay(time);
  if (minutes === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${date}T${hh}:${mm}:00+05:30`;
}

/** The instant a webinar starts. */
export function webinarStart(webinar: Pick<ScheduledWebinar, 'date' | 'time'>): Date {
  const iso = webinarStartIso(webinar.date, webinar.time);
  if (!iso) throw new Error(`Webinar time ${JSON.stringify(webinar.time)} is not like '4:00 PM IST'.`);
  return new Date(iso);
}

/** The clock on a wall in India at the instant `at`, as ISO text without a zone (YYYY-MM-DDTHH:MM:SS.sss). */
export function istWallClock(at: Date): string {
  return new Date(at.getTime() + istOffsetMinutes * 60_000).toISOString().slice(0, 23);
}

/** Today's date in India (YYYY-MM-DD) at the instant `now`. */
export function istDate(now: Date): string {
  return istWallClock(now).slice(0, 10);
}

/** Whether a webinar's date (IST) is over at `now`: it is then past, and closed to registrations. */
export function isWebinarPast(webinar: Pick<ScheduledWebinar, 'date'>, now: Date): boolean {
  return webinar.date < istDate(now);
}

/** What a registration refusal says (the form shows it as it is). */
export const webinarRegistrationMessages = {
  alreadyRegistered: "You're already registered",
  closed: 'This webinar has already taken place, so registration is closed.',
  unknown: 'We could not find this webinar. Please reload the page and try again.',
} as const;
