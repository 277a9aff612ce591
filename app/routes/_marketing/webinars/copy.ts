import { webinarCategories, type Webinar } from '#rules/webinar-schedule.ts';

/** Tabs above the past webinars; the filter starts at 'All'. */
export const webinarTabs = ['All', ...webinarCategories] as const;

export type WebinarTab = (typeof webinarTabs)[number];

type WebinarBase = Webinar & { readonly image: string };

export type UpcomingWebinar = WebinarBase & {
  /** Number of people registered so far. */
  readonly attendees: number;
};

export type PastWebinar = WebinarBase & {
  /** Whether a recording can be watched. */
  readonly recording: boolean;
};

export const webinarsPage = {
  heading: 'Learn from educators and technologists',
  intro:
    'Free live sessions on AI, immersive learning and digital transformation in education, with time for your questions.',
  upcomingHeading: 'Upcoming Webinars',
  registeredLabel: 'registered',
  registerLabel: 'Register Now',
  /** A webinar whose date is over, until its recording is published. */
  noUpcoming: 'No upcoming webinars are scheduled right now. Subscribe below to hear about the next one.',
  pastHeading: 'Past Webinars',
  pastFilterLabel: 'Filter past webinars by category',
  watchLabel: 'Watch Recording',
  unavailableLabel: 'Recording Unavailable',
} as const;
