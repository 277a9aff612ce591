import type { Lang } from '#rules/languages.ts';
import { commentNotices } from './comment-notices.ts';
import { commentNoticesHi } from './comment-notices.hi.ts';

/** The comments' toasts in the language of the page the reader is on (issue #29: Hindi under /hi). */
export function commentNoticesIn(lang: Lang): typeof commentNoticesHi {
  return lang === 'hi' ? commentNoticesHi : commentNotices;
}
