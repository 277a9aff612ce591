import { languageTag } from '#rules/languages.ts';

/**
 * A contact form module's loader that, in a Hindi page's browser, also loads the forms' Hindi
 * words (./provide-hi.ts) before the form renders; an English page never fetches them (ADR 043).
 * Every lazy import of a contact form goes through it. A module of its own: the pages' start-up
 * code imports it, not the forms' copy.
 */
export function withFormsLanguage<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    typeof document !== 'undefined' && document.documentElement.lang === languageTag.hi
      ? Promise.all([load(), import('./provide-hi.ts')]).then(([loaded]) => loaded)
      : load();
}
