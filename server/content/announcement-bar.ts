import type { ServerDeps } from '../deps.ts';
import { announcementShowing } from '../../rules/content-model.ts';
import { announcementBarHtml } from '../../rules/announcement-bar.ts';
import { liveAnnouncements } from './content-reads.ts';

/**
 * The announcement bar the marketing pages carry now (issue 28), as HTML ('' for none), read from
 * the content studio's entries and kept until the content changes (`invalidate`, called where the
 * page cache is: after this process's writes and on every process by NOTIFY content_changed) or
 * until the next start or end of an announcement, so a bar appears and goes on time with no one
 * signed in. Without that notice (no page cache: development, a hosted Supabase project) it is
 * read again after `maxAgeMs`. One statement per read, under its budget.
 */
export type AnnouncementBar = {
  /** The bar's HTML ('' for none); null when it could not be read (a page without it is not kept). */
  html(): Promise<string | null>;
  invalidate(): void;
};

/** The budget of the one read, in milliseconds: a bar that cannot be read in time is left out. */
const readBudgetMs = 2000;

export function createAnnouncementBar(
  deps: Pick<ServerDeps, 'db' | 'logger'>,
  { maxAgeMs = Number.POSITIVE_INFINITY, now = () => Date.now() }: { maxAgeMs?: number; now?: () => number } = {},
): AnnouncementBar {
  let kept: { html: string; until: number } | undefined;
  let reading: Promise<string | null> | undefined;
  let generation = 0;
  const read = async (): Promise<string | null> => {
    const started = generation;
    const at = now();
    try {
      const live = await liveAnnouncements(deps.db, readBudgetMs);
      const showing = live.find((a) => announcementShowing(a, new Date(at)));
      // Kept until the next start or end of a live entry's bar (and at most maxAgeMs).
      const bounds = live
        .flatMap((a) => [a.startsAt, a.endsAt])
        .filter((t): t is Date => t !== null && t.getTime() > at)
        .map((t) => t.getTime());
      const html = showing ? announcementBarHtml(showing) : '';
      if (started === generation) kept = { html, until: Math.min(at + maxAgeMs, ...bounds) };
      return html;
    } catch (err) {
      deps.logger.warn({ err }, 'content: reading the announcement bar failed');
      return null;
    } finally {
      if (started === generation) reading = undefined;
    }
  };
  return {
    html() {
      if (kept && now() < kept.until) return Promise.resolve(kept.html);
      reading ??= read();
      return reading;
    },
    invalidate() {
      generation++;
      kept = undefined;
      reading = undefined;
    },
  };
}
