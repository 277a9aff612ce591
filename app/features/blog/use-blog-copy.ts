import type { Lang } from '#rules/languages.ts';
import { useLang } from '../../lib/lang.ts';
import { blogCopy } from './blog-copy.ts';
import { blogCopyHi } from './blog-copy.hi.ts';

export type BlogCopy = typeof blogCopyHi;

export function blogCopyIn(lang: Lang): BlogCopy {
  return lang === 'hi' ? blogCopyHi : blogCopy;
}

/** The blog chrome's words in the page's language (issue #29), with the language for links and dates. */
export function useBlogCopy(): { copy: BlogCopy; lang: Lang } {
  const lang = useLang();
  return { copy: blogCopyIn(lang), lang };
}
