/**
 * The words FormField adds next to a label, in each language (issue #29): English on English
 * pages, Hindi on pages under /hi.
 */
import type { Lang } from '#rules/languages.ts';
import type { Translation } from '../../lib/lang.ts';

export const formFieldCopy = {
  optional: '(optional)',
} as const;

export const formFieldCopyHi: Translation<typeof formFieldCopy> = {
  optional: '(वैकल्पिक)',
};

export const formFieldCopyIn = (lang: Lang) => (lang === 'hi' ? formFieldCopyHi : formFieldCopy);
