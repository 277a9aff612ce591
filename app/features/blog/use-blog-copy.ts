import type { Lang } from '#rules/languages.ts';
import { copyInLanguages, useLang } from '../../lib/lang.ts';
import { blogCopy } from './blog-copy.ts';
import type { blogCopyHi } from './blog-copy.hi.ts';

export type BlogCopy = typeof blogCopyHi;

/** English here; Hindi from ./provide-hi.ts, which only the /hi blog routes and the server load (ADR 043). */
const copies = copyInLanguages<BlogCopy>(blogCopy);

export const provideBlogHindi = copies.provideHindi;

export function blogCopyIn(lang: Lang): BlogCopy {
  return copies.in(lang);
}

/** The blog chrome's words in the page's language (issue #29), with the language for links and dates. */
export function useBlogCopy(): { copy: BlogCopy; lang: Lang } {
  const lang = useLang();
  return { copy: blogCopyIn(lang), lang };
}
