import { upcomingContentWebinars } from '../_marketing/webinars/past-webinars-copy.ts';
import {
  caseStudyFromRow,
  openingFromRow,
  whitepaperFromRow,
  type ContentRow,
  type ContentType,
} from '#rules/content-model.ts';
import type { PreviewCard } from './og-pages.ts';

/** '21 Jan 2027' (the cards are English, as the pages' default). */
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/**
 * The content pages whose preview image shows their live entries (ADR 038, ADR 026): the types
 * each reads and the line that replaces the page's description on its card. Their images are
 * made on request from the live entries (app/routes/resources/og-page-image.ts), not at build
 * time, so a publish, an edit or an unpublish shows in the image within its minute of caching.
 */
export const contentCards: Readonly<
  Record<string, { types: readonly ContentType[]; summary: (rows: readonly ContentRow[], now: Date) => string | null }>
> = {
  '/webinars': {
    types: ['webinar'],
    summary: (rows, now) => {
      const next = upcomingContentWebinars(rows, now)[0];
      return next ? `Next: ${next.title}, ${day(next.date)}, ${next.time}, with ${next.speaker}.` : null;
    },
  },
  '/careers': {
    types: ['opening'],
    summary: (rows) => {
      const open = rows
        .filter((row) => row.type === 'opening')
        .map((row) => openingFromRow(row))
        .filter((o) => o.open);
      if (open.length === 0) return null;
      const titles = open.map((o) => o.title).join(', ');
      return `${open.length} open ${open.length === 1 ? 'position' : 'positions'}: ${titles}.`;
    },
  },
  '/case-studies': {
    types: ['case_study'],
    summary: (rows) => {
      const first = rows.filter((row) => row.type === 'case_study').map((row) => caseStudyFromRow(row))[0];
      return first ? `${first.title}: ${first.institution}.` : null;
    },
  },
  '/whitepapers': {
    types: ['whitepaper'],
    summary: (rows) => {
      const first = rows.filter((row) => row.type === 'whitepaper').map((row) => whitepaperFromRow(row))[0];
      return first ? `Latest: ${first.title} (${first.date}).` : null;
    },
  },
};

/** A content page's card: its title and brand, and the live entries' line (the description without one). */
export function contentPreviewCard(
  base: PreviewCard,
  path: string,
  rows: readonly ContentRow[],
  now: Date,
): PreviewCard {
  const line = contentCards[path]?.summary(rows, now);
  return line ? { ...base, summary: line } : base;
}
