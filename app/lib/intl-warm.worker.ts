/**
 * The engine's locale data, loaded on this worker's thread for the page's (app/lib/intl-ready.ts):
 * one date formatter in the browser's locale, then an answer.
 */
new Intl.DateTimeFormat().format(0);
postMessage(0);
