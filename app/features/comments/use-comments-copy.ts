import { useLang } from '../../lib/lang.ts';
import { commentsCopy } from './comments-copy.ts';
import { commentsCopyHi } from './comments-copy.hi.ts';

/** The comments' words in the page's language (issue #29), with the language for links and dates. */
export function useCommentsCopy() {
  const lang = useLang();
  return { copy: lang === 'hi' ? commentsCopyHi : commentsCopy, lang };
}
