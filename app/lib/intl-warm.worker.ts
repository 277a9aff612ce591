/**
 * The engine's locale data, loaded on this worker's thread for the page's (app/lib/intl-ready.ts):
 * a date and a number formatter in the browser's locale and in the site's two, then an answer.
 */
for (const locale of [undefined, 'en-IN', 'hi-IN']) {
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(0);
  new Intl.NumberFormat(locale).format(1234.5);
}
postMessage('ready');
