import '../../lib/provide-write-limit-hi.ts';
import { commentNoticesHi } from './comment-notices.hi.ts';
import { provideCommentNoticesHindi } from './comment-notices-in.ts';
import { commentsCopyHi } from './comments-copy.hi.ts';
import { provideCommentsHindi } from './use-comments-copy.ts';

/** The comments' Hindi words, imported only by /hi/blog/:id and the server (ADR 043). */
provideCommentsHindi(commentsCopyHi);
provideCommentNoticesHindi(commentNoticesHi);
