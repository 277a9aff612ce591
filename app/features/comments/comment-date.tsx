import { languageTag } from '#rules/languages.ts';
import { useLang } from '../../lib/lang.ts';
import { LocalText } from '../../components/marketing/local-date.tsx';

const shortDate: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/**
 * A comment's date, in `locale` and `timeZone` (the browser's own when left out), '' when the
 * timestamp is not a date.
 */
export function formatCommentDate(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(locale, timeZone ? { ...shortDate, timeZone } : shortDate);
}

/**
 * A comment's date in the browser's locale and time zone (spec: dates follow the browser's
 * locale; only the post's own date is long US format). The server cannot know the reader's
 * locale, so the HTML shows it in US format in UTC and the browser switches after (LocalText).
 */
export function CommentDate({ iso, className }: { iso: string; className?: string }) {
  // A Hindi page shows the date in hi-IN (issue #29).
  const hindi = useLang() === 'hi';
  return (
    <LocalText
      dateTime={iso}
      className={className}
      server={() => formatCommentDate(iso, hindi ? languageTag.hi : 'en-US', 'UTC')}
      client={() => formatCommentDate(iso, hindi ? languageTag.hi : undefined)}
    />
  );
}
