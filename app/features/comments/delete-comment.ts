import type { Lang } from '#rules/languages.ts';
import { deleteOwnRow } from '../../lib/delete-own-row.ts';
import type { WriteResult } from '../../lib/reader-data.ts';
import { commentNoticesIn } from './comment-notices-in.ts';
import { CommentDataError } from './types.ts';

/**
 * Deletes the reader's own comment (the post page's clientAction, after the confirmation); RLS
 * refuses anyone else's, and then nothing deleted counts as a failure.
 */
export function deleteComment(id: string, lang: Lang = 'en'): Promise<WriteResult> {
  const messages = {
    failed: 'Failed to delete comment',
    nothingDeleted: 'Failed to delete comment: nothing was deleted',
  };
  const failure = (message: string, cause?: unknown) => new CommentDataError(message, cause);
  return deleteOwnRow({ table: 'blog_comments', id, messages, failure, notices: commentNoticesIn(lang), lang });
}
