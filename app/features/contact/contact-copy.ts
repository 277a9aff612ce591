import type { Lang } from '#rules/languages.ts';
import { copyInLanguages, hindiWordsReady, useLang } from '../../lib/lang.ts';
import * as en from './copy.ts';
import type * as HindiModule from './copy.hi.ts';

/**
 * The contact forms' words in the page's language (issue #29): ./copy.ts on English pages,
 * ./copy.hi.ts on /hi pages. The forms' code loads when a form is first used (ADR 025); on a
 * Hindi page their Hindi words load with it (`wordsReady`), never on an English page
 * (ADR 043). The server has both (entry.server.tsx).
 */
export type ContactCopy = typeof HindiModule;

const copies = copyInLanguages<ContactCopy>(en);

export const provideContactHindi = copies.provideHindi;

export function contactCopyIn(lang: Lang): ContactCopy {
  return copies.in(lang);
}

export function useContactCopy(): ContactCopy {
  return contactCopyIn(useLang());
}

/**
 * On a Hindi page, the forms' Hindi words (./copy.hi.ts), fetched as soon as the forms' code
 * (this module) loads; resolved at once on English pages, which never fetch them. Every form
 * module re-exports it, and each lazy import of a form waits for it before the form renders.
 */
export const wordsReady: Promise<unknown> = hindiWordsReady(() =>
  Promise.all([import('./copy.hi.ts').then(provideContactHindi), import('../../lib/provide-write-limit-hi.ts')]),
);
