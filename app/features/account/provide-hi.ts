import '../../lib/provide-write-limit-hi.ts';
import { contentFateHi } from '#rules/account-deletion.hi.ts';
import { sessionsCopyHi, twoStepCopyHi, yourDataCopyHi } from './account-copy.hi.ts';
import { provideAccountHindi } from './account-copy-in.ts';

/** The account cards' Hindi words, imported only by /hi/profile and the server (ADR 043). */
provideAccountHindi({
  sessions: sessionsCopyHi,
  yourData: yourDataCopyHi,
  twoStep: twoStepCopyHi,
  contentFate: contentFateHi,
});
