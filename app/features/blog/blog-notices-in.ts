import type { Lang } from '#rules/languages.ts';
import { copyInLanguages } from '../../lib/lang.ts';
import { blogNotices } from './blog-notices.ts';
import type { blogNoticesHi } from './blog-notices.hi.ts';

/** The blog's toasts; English here, Hindi from ./provide-hi.ts (the /hi blog routes and the server; ADR 043). */
const notices = copyInLanguages<typeof blogNoticesHi>(blogNotices);

export const provideBlogNoticesHindi = notices.provideHindi;

/** The blog's toasts in the language of the page the reader is on (issue #29: Hindi under /hi). */
export function blogNoticesIn(lang: Lang): typeof blogNoticesHi {
  return notices.in(lang);
}
