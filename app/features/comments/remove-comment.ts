import { write, type WriteResult } from '../../lib/reader-data.ts';
import { getSessionClient } from '../../lib/session.ts';
import { commentNotices } from './comment-notices.ts';
import { deleteComment } from './delete-comment.ts';

/** Deletes the reader's own comment (the post page's clientAction, after the confirmation). */
export function removeComment(id: string): Promise<WriteResult> {
  return write(async () => deleteComment({ supabase: await getSessionClient(), id }), {
    done: commentNotices.deleted,
    failed: commentNotices.deleteFailed,
  });
}
