import type { Lang } from '#rules/languages.ts';
import { useLang } from '../../lib/lang.ts';
import * as en from './copy.ts';
import * as hi from './copy.hi.ts';

/**
 * The contact forms' words in the page's language (issue #29): ./copy.ts on English pages,
 * ./copy.hi.ts on /hi pages. Both load with the forms' own code, which a page fetches only when
 * a form is first used (ADR 025); the server render needs the Hindi words at once.
 */
export type ContactCopy = typeof hi;

export function contactCopyIn(lang: Lang): ContactCopy {
  return lang === 'hi' ? hi : en;
}

export function useContactCopy(): ContactCopy {
  return contactCopyIn(useLang());
}
