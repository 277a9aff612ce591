import { isWebinarPast } from '#rules/webinar-schedule.ts';
import { webinarFromRow, type ContentRow, type ContentWebinar, type EntryLang } from '#rules/content-model.ts';
import { upcomingWebinars, webinarImages, type PastWebinar, type UpcomingWebinar, type WebinarTab } from './copy.ts';

/** The past webinars (their own module: only the tab filter, loaded after start-up, needs them). */
export const pastWebinars: readonly PastWebinar[] = [
  {
    id: 'measuring-learning-gaps',
    title: 'Measuring Learning Gaps with Diagnostic Assessments',
    speaker: 'Dr. Meera Rathore',
    speakerTitle: 'Head of Learning Science, Aravali Learning',
    date: '2026-10-15',
    time: '4:00 PM IST',
    category: 'AI Learning',
    image: webinarImages['AI Learning'],
    recording: true,
  },
  {
    id: 'vr-headsets-on-a-budget',
    title: 'Immersive Science on a School Budget',
    speaker: 'Arjun Shekhawat',
    speakerTitle: 'Lead AR/VR Engineer, Aravali Learning',
    date: '2026-09-17',
    time: '3:30 PM IST',
    category: 'AR/VR Labs',
    image: webinarImages['AR/VR Labs'],
    recording: true,
  },
  {
    id: 'moving-campuses-to-the-cloud',
    title: 'Moving a Multi-Campus College to the Cloud',
    speaker: 'Rohit Agarwal',
    speakerTitle: 'Director of IT, Chambal Group of Colleges',
    date: '2026-08-20',
    time: '5:00 PM IST',
    category: 'Cloud LMS',
    image: webinarImages['Cloud LMS'],
    recording: true,
  },
  {
    id: 'ai-lesson-planning-live',
    title: 'Live Demo: Lesson Planning with an AI Assistant',
    speaker: 'Sneha Joshi',
    speakerTitle: 'Senior Learning Designer, Aravali Learning',
    date: '2026-07-16',
    time: '4:00 PM IST',
    category: 'AI Teacher',
    image: webinarImages['AI Teacher'],
    recording: false,
  },
  {
    id: 'district-data-dashboards',
    title: 'From Paper Registers to District Dashboards',
    speaker: 'Vikram Singh Bhati',
    speakerTitle: 'Enterprise Solutions Lead, Aravali Learning',
    date: '2026-06-18',
    time: '11:00 AM IST',
    category: 'Enterprise',
    image: webinarImages.Enterprise,
    recording: true,
  },
  {
    id: 'hindi-first-adaptive-content',
    title: 'Designing Hindi-First Adaptive Content',
    speaker: 'Sneha Joshi',
    speakerTitle: 'Senior Learning Designer, Aravali Learning',
    date: '2026-05-21',
    time: '4:00 PM IST',
    category: 'AI Learning',
    image: webinarImages['AI Learning'],
    recording: false,
  },
];

/**
 * The past webinars at `now`: the fixed ones plus every upcoming webinar whose IST date is over
 * (rules/webinar-schedule.ts), newest first; a moved webinar has no recording until one is added here.
 */
export function pastWebinarsAt(now: Date): readonly PastWebinar[] {
  const moved = upcomingWebinars
    .filter((webinar) => isWebinarPast(webinar, now))
    .map(({ attendees: _attendees, ...webinar }): PastWebinar => ({ ...webinar, recording: false }));
  return [...moved, ...pastWebinars].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

export function filterPastWebinars(tab: WebinarTab, now: Date): readonly PastWebinar[] {
  const all = pastWebinarsAt(now);
  return tab === 'All' ? all : all.filter((webinar) => webinar.category === tab);
}

/** The webinars still upcoming at `now` (their IST date not over). */
export function upcomingWebinarsAt(now: Date): readonly UpcomingWebinar[] {
  return upcomingWebinars.filter((webinar) => !isWebinarPast(webinar, now));
}

/**
 * The webinars the content studio publishes (ADR 038; migration 0230 moved the lists above in):
 * what the page shows. Upcoming while their IST date is not over, in the studio's order; past
 * ones newest first.
 */
export function contentWebinars(rows: readonly ContentRow[], lang: EntryLang = 'en'): readonly ContentWebinar[] {
  return rows.filter((row) => row.type === 'webinar').map((row) => webinarFromRow(row, lang));
}

/** `lang`: the page's; each webinar in Hindi on /hi where its Hindi is written (its `lang` says). */
export function upcomingContentWebinars(
  rows: readonly ContentRow[],
  now: Date,
  lang: EntryLang = 'en',
): readonly ContentWebinar[] {
  return contentWebinars(rows, lang)
    .filter((webinar) => !isWebinarPast(webinar, now))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export function pastContentWebinars(
  rows: readonly ContentRow[],
  tab: WebinarTab,
  now: Date,
  lang: EntryLang = 'en',
): readonly ContentWebinar[] {
  return contentWebinars(rows, lang)
    .filter((webinar) => isWebinarPast(webinar, now) && (tab === 'All' || webinar.category === tab))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
