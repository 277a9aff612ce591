import type { Lang } from '../../rules/languages.ts';
import { useLang } from '../lib/lang.ts';
import { chromeCopy, type ChromeCopy } from './chrome.ts';

/**
 * The chrome's words in each language that this JavaScript has: English always; Hindi once
 * provided (entry.server.tsx for every render, entry.client.tsx before it hydrates a Hindi page).
 * A page's language never changes without a document load (the language switch is a plain
 * link), so a browser holds only its page's language (ADR 043).
 */
const provided = new Map<Lang, ChromeCopy>([['en', chromeCopy]]);

export function provideChrome(lang: Lang, copy: ChromeCopy): void {
  provided.set(lang, copy);
}

/** The chrome's words in the page's language (English if that language was not provided). */
export function useChrome(): ChromeCopy {
  return provided.get(useLang()) ?? chromeCopy;
}
