import { contentFate } from '#rules/account-deletion.ts';
import type { Lang } from '#rules/languages.ts';
import { copyInLanguages, type Translation } from '../../lib/lang.ts';
import { sessionsCopy, twoStepCopy, yourDataCopy } from './account-copy.ts';

/** The account cards' words in one language: ./account-copy.ts's and what happens to a leaver's content. */
export type AccountCopy = {
  sessions: Translation<typeof sessionsCopy>;
  yourData: Translation<typeof yourDataCopy>;
  twoStep: Translation<typeof twoStepCopy>;
  contentFate: (keepContent: boolean) => string;
};

/** English here; Hindi from ./provide-hi.ts, which only /hi/profile and the server load (ADR 043). */
const copies = copyInLanguages<AccountCopy>({
  sessions: sessionsCopy,
  yourData: yourDataCopy,
  twoStep: twoStepCopy,
  contentFate,
});

export const provideAccountHindi = copies.provideHindi;

/** The account cards' words in a page's language (issue #29). */
export const accountCopyIn = (lang: Lang): AccountCopy => copies.in(lang);
