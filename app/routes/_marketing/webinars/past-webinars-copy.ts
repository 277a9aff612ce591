import { isWebinarPast } from '#rules/webinar-schedule.ts';
import { webinarFromRow, type ContentRow, type ContentWebinar, type EntryLang } from '#rules/content-model.ts';
import type { WebinarTab } from './copy.ts';

/**
 * The webinars the content studio publishes (ADR 038; migration 0230 seeded them):
 * what the page shows. Upcoming while their IST date is not over, in the studio's order; past
 * ones newest first.
 */
function contentWebinars(rows: readonly ContentRow[], lang: EntryLang = 'en'): readonly ContentWebinar[] {
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
