import { useContent } from '#app/lib/content-data.ts';
import { whitepaperFromRow, type ContentWhitepaper, type EntryLang } from '#rules/content-model.ts';

/**
 * The live whitepapers (the studio's, in its order): the library's cards and the access form's
 * choices. An unpublished one leaves both; the form sends the chosen paper's title, which the
 * server matches against the live ones (server/content/content-reads.ts).
 */
export function useWhitepapers(lang: EntryLang = 'en'): readonly ContentWhitepaper[] {
  return useContent()
    .filter((row) => row.type === 'whitepaper')
    .map((row) => whitepaperFromRow(row, lang));
}

/**
 * A paper's month of publication ('October 2026') as a Hindi page writes it ('अक्टूबर 2026');
 * as stored when it is not a month and year.
 */
export function monthInHindi(date: string): string {
  const at = new Date(`1 ${date} 12:00 UTC`);
  if (!/^[A-Za-z]+ \d{4}$/.test(date.trim()) || Number.isNaN(at.getTime())) return date;
  return new Intl.DateTimeFormat('hi-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);
}
