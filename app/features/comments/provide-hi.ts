import { commentsCopyHi } from './comments-copy.hi.ts';
import { provideCommentsHindi } from './use-comments-copy.ts';

/** The comments' Hindi words, imported only by /hi/blog/:id and the server (ADR 043). */
provideCommentsHindi(commentsCopyHi);
