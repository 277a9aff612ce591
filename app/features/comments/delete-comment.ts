import type { Db } from '../../lib/supabase.ts';
import { CommentDataError } from './types.ts';

/** Deletes the caller's own comment; RLS refuses anyone else's (then nothing is deleted). */
export async function deleteComment({ supabase, id }: { supabase: Db; id: string }): Promise<void> {
  const { data, error } = await supabase.from('blog_comments').delete().eq('id', id).select('id');
  if (error) throw new CommentDataError('Failed to delete comment', error);
  if (!data || data.length === 0) throw new CommentDataError('Failed to delete comment: nothing was deleted');
}
