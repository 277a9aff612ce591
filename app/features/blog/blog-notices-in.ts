import type { Lang } from '#rules/languages.ts';
import { blogNotices } from './blog-notices.ts';
import { blogNoticesHi } from './blog-notices.hi.ts';

/** The blog's toasts in the language of the page the reader is on (issue #29: Hindi under /hi). */
export function blogNoticesIn(lang: Lang): typeof blogNoticesHi {
  return lang === 'hi' ? blogNoticesHi : blogNotices;
}
