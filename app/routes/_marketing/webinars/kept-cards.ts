import { localizeDates } from '../../../components/marketing/local-date.tsx';
import { whenIdle } from '../../../lib/when-idle.ts';
import { isWebinarPast } from '../../../../rules/webinar-schedule.ts';
import { fetchRegistrationCounts, showRegistrationCounts } from './registration-counts.ts';

/**
 * The webinars page keeps the server's HTML of its upcoming cards and past list until the
 * visitor uses them (`deferred` with `when: 'interaction'`, ADR 025 and 029): their code (cards,
 * dialog launcher, tab filter, the webinar lists) is not among a visit's first scripts. What the
 * browser knows better than that HTML is brought in on idle, in place:
 *
 * - today's date: if a webinar the HTML lists as upcoming is past in India now (the HTML was
 *   prerendered at build time), both parts load their code and render again, moving it to Past
 *   Webinars;
 * - the visitor's locale for the dates (as `StaticHtml`'s `localizeDates`);
 * - the live registration counts in the cards' figures.
 *
 * These are `deferred`'s `startOn` hooks: called once after hydration with `start` and the kept
 * HTML's element; they return their cleanup.
 */

/** The upcoming cards' dates in the page's HTML, as the server rendered them. */
function upcomingDates(): string[] {
  return Array.from(
    document.querySelectorAll('[data-upcoming-webinars] time[datetime]'),
    (time) => time.getAttribute('datetime') ?? '',
  );
}

/** Whether a webinar listed as upcoming in the page's HTML is over now (IST). */
export function scheduleMoved(dates: readonly string[], now: Date): boolean {
  return dates.some((date) => date !== '' && isWebinarPast({ date }, now));
}

export function freshenUpcomingCards(start: () => void, kept: HTMLElement): () => void {
  let live = true;
  const stop = whenIdle(() => {
    if (scheduleMoved(upcomingDates(), new Date())) return start();
    localizeDates(kept);
    void fetchRegistrationCounts().then((counts) => {
      if (live) showRegistrationCounts(kept, counts);
    });
  });
  return () => {
    live = false;
    stop();
  };
}

export function freshenPastList(start: () => void, kept: HTMLElement): () => void {
  return whenIdle(() => {
    if (scheduleMoved(upcomingDates(), new Date())) start();
    else localizeDates(kept);
  });
}
