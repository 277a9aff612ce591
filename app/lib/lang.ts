import { useLocation } from 'react-router';
import { langOfPath, languageTag, type Lang } from '../../rules/languages.ts';

/** The language of the page being rendered, from its URL (`/hi/…` is Hindi). */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

/** A page's words hook: `english` or `hindi` by the URL's language (static sections import both: ADR 043). */
export function pageWords<H, E extends H>(english: E, hindi: H): () => H {
  return function usePageWords() {
    return useLang() === 'hi' ? hindi : english;
  };
}

/**
 * Hindi copy mirrors the English copy module's shape: the same keys, strings instead of the
 * English literals (`as const`), so a missing or extra key is a type error.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

/**
 * Links in another language: `links` (their targets and looks) with these labels, one per link in
 * order, so a target is written once, in the English copy.
 */
export function withLabels<L extends { readonly label: string }>(links: readonly L[], ...labels: string[]): L[] {
  if (labels.length !== links.length) throw new Error(`withLabels: ${links.length} links, ${labels.length} labels`);
  return links.map((link, i) => ({ ...link, label: labels[i] }));
}

/**
 * A feature's words in each language this JavaScript has (ADR 043): English always, Hindi once
 * the feature's `provide-hi.ts` has run. The /hi routes import those modules (their own route
 * files, `*.hi.tsx`), and so does the server, so an English page's JavaScript never holds them.
 * Without them a Hindi page would show English, as `useChrome()` does.
 */
export function copyInLanguages<T>(english: T): { provideHindi: (copy: T) => void; in: (lang: Lang) => T } {
  let hindi: T | undefined;
  return {
    provideHindi: (copy) => {
      hindi = copy;
    },
    in: (lang) => (lang === 'hi' && hindi) || english,
  };
}

/**
 * Resolves once a feature's Hindi words have come with its code: `load` runs only in the browser
 * on a Hindi page; an English page (and the server, which has both languages) resolves at once and
 * never fetches them (ADR 043). A lazily loaded feature waits for it before it renders.
 */
export function hindiWordsReady(load: () => Promise<unknown>): Promise<unknown> {
  return typeof document !== 'undefined' && document.documentElement.lang === languageTag.hi
    ? load()
    : Promise.resolve();
}
