import type { Lang } from '#rules/languages.ts';
import { write, type WriteResult } from '../../lib/reader-data.ts';
import { getSessionClient } from '../../lib/session.ts';
import { commentNoticesIn } from './comment-notices-in.ts';
import { CommentDataError } from './types.ts';

/**
 * Deletes the reader's own comment (the post page's clientAction, after the confirmation); RLS
 * refuses anyone else's, and then nothing deleted counts as a failure.
 */
export function deleteComment(id: string, lang: Lang = 'en'): Promise<WriteResult> {
  const notices = commentNoticesIn(lang);
  return write(
    async () => {
      const supabase = await getSessionClient();
      const { data, error } = await supabase.from('blog_comments').delete().eq('id', id).select('id');
      if (error) throw new CommentDataError('Failed to delete comment', error);
      if (!data || data.length === 0) throw new CommentDataError('Failed to delete comment: nothing was deleted');
    },
    { done: notices.deleted, failed: notices.deleteFailed },
    undefined,
    lang,
  );
}
