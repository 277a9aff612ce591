import type { Lang } from '#rules/languages.ts';
import { copyInLanguages } from '../../lib/lang.ts';
import { commentNotices } from './comment-notices.ts';
import type { commentNoticesHi } from './comment-notices.hi.ts';

/** The comments' toasts; English here, Hindi from ./provide-hi.ts (/hi/blog/:id and the server; ADR 043). */
const notices = copyInLanguages<typeof commentNoticesHi>(commentNotices);

export const provideCommentNoticesHindi = notices.provideHindi;

/** The comments' toasts in the language of the page the reader is on (issue #29: Hindi under /hi). */
export function commentNoticesIn(lang: Lang): typeof commentNoticesHi {
  return notices.in(lang);
}
