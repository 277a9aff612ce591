/**
 * The server's per-user write quotas (ADR 020) as the reader sees them: a refused write arrives
 * as a 429 — from /rest/v1 a PostgREST error with code `over_write_quota`, from /storage/v1 a
 * StorageApiError with statusCode '429' — whose message ends "Try again after <ISO 8601>.". Here
 * it becomes the toast's description, with that moment in the reader's own words and time zone:
 * on a Hindi page (issue #29) in Hindi, the time in hi-IN (write-limit.hi.ts).
 */
import type { Lang } from '#rules/languages.ts';
import type * as WriteLimitHindi from './write-limit.hi.ts';

/**
 * The Hindi wording, provided by ./provide-write-limit-hi.ts: only Hindi pages' features (their
 * `provide-hi.ts`) and the server load it, so an English page's JavaScript carries no Hindi (ADR 043).
 * A Hindi page without it says the English text.
 */
let hindi: typeof WriteLimitHindi | undefined;

export function provideWriteLimitHindi(words: typeof WriteLimitHindi): void {
  hindi = words;
}

/** The reader-facing text for a quota refusal anywhere in `err`'s cause chain, else undefined. */
export function writeLimitDescription(err: unknown, now: Date = new Date(), lang: Lang = 'en'): string | undefined {
  const refusal = findRefusal(err);
  if (!refusal) return undefined;
  const match = /^(.*?)\s*Try again after (\S+?)\.?$/.exec(refusal);
  const retryAt = match ? new Date(match[2] ?? '') : undefined;
  const limit = (match?.[1] ?? refusal).replace(/^Write limit reached:\s*/, '');
  const known = retryAt && !Number.isNaN(retryAt.getTime()) ? retryAt : undefined;
  if (lang === 'hi' && hindi)
    return hindi.writeLimitHi(hindi.limitInHindi(limit), known && hindi.whenInHindi(known, now));
  const what = `You have reached the limit of ${limit.replace(/^at most /, '').replace(/\.$/, '')}.`;
  if (!known) return `${what} Please try again later.`;
  return `${what} You can try again ${whenInWords(known, now)}.`;
}

/**
 * "in 5 minutes (at 14:05)", "in about 3 hours (at 17:00 today)" — always with the clock time. An
 * hourly window counts in minutes to its end, whenever in the hour the refusal comes: 59.5
 * minutes away is "in 60 minutes", not "about 1 hour" (which read as a different kind of limit);
 * past an hour, the nearest whole hour.
 */
export function whenInWords(at: Date, now: Date): string {
  const seconds = Math.max(1, Math.round((at.getTime() - now.getTime()) / 1000));
  const clock = at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'} (at ${clock})`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'} (at ${clock})`;
  const hours = Math.round(minutes / 60);
  const sameDay = at.toDateString() === now.toDateString();
  const day = sameDay ? 'today' : at.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long' });
  return `in about ${hours} hour${hours === 1 ? '' : 's'} (at ${clock} ${day})`;
}

function findRefusal(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, statusCode, message, cause } = e as {
      code?: unknown;
      statusCode?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    const isQuota = code === 'over_write_quota' || (statusCode === '429' && typeof message === 'string');
    if (isQuota && typeof message === 'string') return message;
    e = cause;
  }
  return undefined;
}
