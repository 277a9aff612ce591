import { createElement, useSyncExternalStore } from 'react';
import { languageTag } from '#rules/languages.ts';
import { intlIsReady, intlReady, onIntlReady } from '../../lib/intl-ready.ts';
import { useLang } from '../../lib/lang.ts';

/** The locale prerendered HTML is written in; the browser switches to its own after hydration. */
export const renderLocale = 'en-IN';

const longDate: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale and zone, made at first use: creating an Intl.DateTimeFormat costs
 * far more than formatting with it, and a page of cards formats a dozen dates while hydrating.
 */
function formatter(locale: string | undefined, utc: boolean): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${utc ? 'UTC' : ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, utc ? { ...longDate, timeZone: 'UTC' } : longDate);
    formatters.set(key, format);
  }
  return format;
}

/**
 * A calendar date ('YYYY-MM-DD') in words, in `locale`: the HTML's when left out, the browser's
 * own when `null`. Calendar dates carry no time zone, so they are formatted in UTC (midnight UTC
 * is the same day everywhere in the formatter's eyes).
 */
export function formatCalendarDate(iso: string, locale: string | null = renderLocale): string {
  return formatter(locale ?? undefined, true).format(new Date(`${iso}T00:00:00Z`));
}

/** Today's date in the browser's locale and time zone. */
export function formatToday(locale?: string): string {
  return formatter(locale, false).format(new Date());
}

type LocalTextProps = {
  /** The text the server writes (its locale, UTC or the render date); none for text only the browser renders. */
  server?: () => string;
  /** The text in the visitor's locale, time zone or day. */
  client: () => string;
  /** Given, the element is a `<time>` with this `dateTime`; else a `<span>`. */
  dateTime?: string;
  className?: string;
} & { [data: `data-${string}`]: string };

/**
 * Text that differs between the server's HTML and the visitor's browser (their locale, time zone
 * or today's date). The server writes `server()`. Hydration keeps that text as it stands (React's
 * `suppressHydrationWarning`, one element deep), so it formats nothing: a page's first Intl
 * formatter loads the engine's locale data, a task of ~100 ms on a slow phone's main thread
 * (docs/perf/web.md). The text switches to `client()` once a worker has loaded that data
 * (`intlReady`). Rendered first in the browser before then (a client navigation), it is empty
 * for that moment.
 */
export function LocalText({ server, client, ...props }: LocalTextProps) {
  const ready = useSyncExternalStore(onIntlReady, intlIsReady, () => false);
  const text = ready ? client() : typeof document === 'undefined' && server ? server() : '';
  return createElement(
    props.dateTime === undefined ? 'span' : 'time',
    { ...props, suppressHydrationWarning: true },
    text,
  );
}

/** A `<time>` showing a calendar date in the visitor's locale. */
export function CalendarDate({ iso, className }: { iso: string; className?: string }) {
  // A Hindi page writes its dates in hi-IN whatever the browser's locale (issue #29).
  const hindi = useLang() === 'hi';
  return (
    <LocalText
      dateTime={iso}
      className={className}
      data-local-date=""
      server={() => formatCalendarDate(iso, hindi ? languageTag.hi : renderLocale)}
      client={() => formatCalendarDate(iso, hindi ? languageTag.hi : null)}
    />
  );
}

/**
 * The same switch for static HTML that the browser keeps without hydrating it
 * (app/lib/static-html.tsx, `enhance`): the elements the components above marked get the
 * visitor's locale and today's date, as the hydrated components would show them. A Hindi page's
 * calendar dates are already in its locale (hi-IN) in the HTML, so only today's date changes
 * there. Formatting waits for a worker to load the locale data (`intlReady`), so the main thread
 * formats in well under a millisecond.
 */
export function localizeDates(root: ParentNode): void {
  const hindi = document.documentElement.lang === languageTag.hi;
  const today = Array.from(root.querySelectorAll('[data-local-today]'));
  const dates = hindi ? [] : Array.from(root.querySelectorAll('time[data-local-date]'));
  if (today.length === 0 && dates.length === 0) return;
  void intlReady().then(() => {
    for (const element of today) element.textContent = formatToday(hindi ? languageTag.hi : undefined);
    for (const element of dates) {
      const iso = element.getAttribute('datetime');
      if (iso) element.textContent = formatCalendarDate(iso, null);
    }
  });
}
