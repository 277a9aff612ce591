import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caseStudyFromRow,
  contentColumns,
  faqFromRow,
  openingFromRow,
  whitepaperFromRow,
  type ContentRow,
} from '#rules/content-model.ts';
import { webinarCategories, type ScheduledWebinar } from '#rules/webinar-schedule.ts';
import type { Db } from '#server/db/types.ts';
import { expectSmallPublicSvg } from '#tests/fixtures/public-svg.ts';
import { scheduledWebinars } from '#tests/fixtures/seeded-webinars.ts';
import { createTestDb } from '#tests/setup/test-db.ts';
import { pastContentWebinars, upcomingContentWebinars } from './webinars/past-webinars-copy.ts';
import { webinarEventJsonLd } from './webinars/webinar-event.ts';

/**
 * The marketing lists as the spec fixes them, where the pages read them: the content studio's
 * live entries (ADR 038), seeded by the migrations (0230), read through the pages' own mappers.
 */

/** A day before the first seeded upcoming webinar (2027-01-21 IST). */
const now = new Date('2026-12-01T00:00:00Z');

let db: Db;
let rows: ContentRow[];
beforeAll(async () => {
  db = await createTestDb('pglite');
  // What a page reads as anon (migration 0230's read policy): the live entries, in the studio's order.
  rows = (
    await db.query<ContentRow>(
      `select ${contentColumns} from public.content_entries
        where status <> 'draft' and publish_at <= now() order by position`,
    )
  ).rows;
}, 60_000);
afterAll(() => db?.close());

const ofType = (type: ContentRow['type']) => rows.filter((row) => row.type === type);

describe('the seeded marketing content', () => {
  it('has exactly 5 case studies with outcomes', () => {
    const studies = ofType('case_study').map((row) => caseStudyFromRow(row));
    expect(studies).toHaveLength(5);
    for (const study of studies) expect(study.outcomes.length).toBeGreaterThan(0);
  });

  it('has exactly 6 whitepapers with the fixed page counts and month-year dates', () => {
    const papers = ofType('whitepaper').map((row) => whitepaperFromRow(row));
    expect(papers.map((paper) => paper.pages)).toEqual([42, 36, 28, 33, 38, 45]);
    for (const paper of papers) expect(paper.date).toMatch(/^[A-Z][a-z]+ \d{4}$/);
  });

  it('has 3 upcoming webinars with 213, 187 and 156 registrations', () => {
    const upcoming = upcomingContentWebinars(rows, now);
    expect(upcoming.map((webinar) => webinar.attendees)).toEqual([213, 187, 156]);
    for (const webinar of upcoming) {
      expect(webinar.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(webinar.date))).toBe(false);
      expect(webinar.time).toMatch(/^\d{1,2}:\d{2} (AM|PM) [A-Z]{2,4}$/);
    }
  });

  it('has the upcoming webinars the tests name (tests/fixtures/seeded-webinars.ts)', () => {
    const schedule = ({
      id,
      title,
      speaker,
      speakerTitle,
      date,
      time,
      durationMinutes,
      category,
      attendees,
    }: ScheduledWebinar) => ({ id, title, speaker, speakerTitle, date, time, durationMinutes, category, attendees });
    expect(upcomingContentWebinars(rows, now).map(schedule)).toEqual(scheduledWebinars.map(schedule));
  });

  it('describes every upcoming webinar as an online Event', () => {
    for (const webinar of upcomingContentWebinars(rows, now)) {
      const event = webinarEventJsonLd(webinar, '/webinars');
      expect(event).toMatchObject({ '@type': 'Event', name: webinar.title });
      expect(String(event.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:30$/);
    }
  });

  it('has 6 past webinars covering every tab, with and without recordings', () => {
    const past = pastContentWebinars(rows, 'All', now);
    expect(past).toHaveLength(6);
    const categories = new Set(past.map((webinar) => webinar.category));
    expect([...webinarCategories].every((category) => categories.has(category))).toBe(true);
    expect(past.some((webinar) => !webinar.recording)).toBe(true);
    expect(past.some((webinar) => webinar.recording)).toBe(true);
  });

  it('has 6 FAQs, one stating support for STEM subjects and grades 6-12', () => {
    const faqs = ofType('faq')
      .map((row) => faqFromRow(row))
      .filter((faq) => faq.page === 'support');
    expect(faqs).toHaveLength(6);
    expect(faqs.some(({ answer }) => answer.includes('STEM') && answer.includes('grades 6-12'))).toBe(true);
  });

  it('has the four openings', () => {
    const openings = ofType('opening')
      .map((row) => openingFromRow(row))
      .filter((opening) => opening.open);
    expect(openings.map((opening) => opening.title)).toEqual([
      'AI Research Engineer',
      'AR/VR Developer',
      'Educational Content Designer',
      'Business Development Manager',
    ]);
  });

  it('uses unique ids within each kind', () => {
    for (const type of ['case_study', 'whitepaper', 'webinar', 'opening', 'faq'] as const) {
      const slugs = ofType(type).map((row) => row.slug);
      expect(new Set(slugs).size, type).toBe(slugs.length);
    }
  });

  it('shows only images that exist as small SVGs with a viewBox and a size', () => {
    const images = [
      ...ofType('case_study').map((row) => caseStudyFromRow(row).image),
      ...ofType('whitepaper').map((row) => whitepaperFromRow(row).image),
      ...upcomingContentWebinars(rows, now).map((webinar) => webinar.image),
      ...pastContentWebinars(rows, 'All', now).map((webinar) => webinar.image),
    ];
    expect(images).toHaveLength(5 + 6 + 3 + 6);
    for (const image of new Set(images)) expectSmallPublicSvg(image);
  });
});
