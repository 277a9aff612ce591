import { useLang } from '#app/lib/lang.ts';
import * as english from './copy.ts';
import { homeHi } from './copy.hi.ts';

/** The home page's copy in the page's language (its sections are static HTML: ADR 043). */
export function useHomeCopy(): typeof homeHi {
  return useLang() === 'hi' ? homeHi : english;
}
