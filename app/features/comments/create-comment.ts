import type { Db } from '../../lib/supabase.ts';
import { CommentDataError } from './types.ts';

/** Adds the signed-in user's comment (content already validated and trimmed). */
export async function createComment({
  supabase,
  postId,
  authorId,
  authorName,
  content,
}: {
  supabase: Db;
  postId: string;
  authorId: string;
  authorName: string;
  content: string;
}): Promise<void> {
  const { error } = await supabase
    .from('blog_comments')
    .insert({ blog_post_id: postId, author_id: authorId, author_name: authorName, content });
  if (error) throw new CommentDataError('Failed to post comment', error);
}
