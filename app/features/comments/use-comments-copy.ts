import { copyInLanguages, useLang, type Translation } from '../../lib/lang.ts';
import { commentsCopy } from './comments-copy.ts';

/** English here; Hindi from ./provide-hi.ts, which only /hi/blog/:id and the server load (ADR 043). */
const copies = copyInLanguages<Translation<typeof commentsCopy>>(commentsCopy);

export const provideCommentsHindi = copies.provideHindi;

/** The comments' words in the page's language (issue #29), with the language for links and dates. */
export function useCommentsCopy() {
  const lang = useLang();
  return { copy: copies.in(lang), lang };
}
