import type { Lang } from '#rules/languages.ts';
import { copyInLanguages, hindiWordsReady, type Translation } from '../../lib/lang.ts';
import { chatCopy } from './chat-copy.ts';

/**
 * The chat panel's words in the page's language (issue #29): English here; on a Hindi page the
 * panel's code fetches ./chat-copy.hi.ts with it (`chatWordsReady`), an English page never does
 * (ADR 043). The assistant's replies are another matter: a Hindi question gets a Hindi answer on
 * any page (replies-hi.ts).
 */
export type ChatCopy = Translation<typeof chatCopy>;

const copies = copyInLanguages<ChatCopy>(chatCopy);

export const provideChatHindi = copies.provideHindi;

export function chatCopyIn(lang: Lang): ChatCopy {
  return copies.in(lang);
}

/** Resolves once the page's chat words are here: at once on an English page (and on the server). */
export const chatWordsReady: Promise<unknown> = hindiWordsReady(() =>
  import('./chat-copy.hi.ts').then((m) => provideChatHindi(m.chatCopyHi)),
);
