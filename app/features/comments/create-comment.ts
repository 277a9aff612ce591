import { refuse, write, type WriteResult } from '../../lib/reader-data.ts';
import { getSessionClient, readSession } from '../../lib/session.ts';
import { checkComment } from './comment-input.ts';
import { commentNotices } from './comment-notices.ts';
import { CommentDataError } from './types.ts';

/**
 * Posts the signed-in reader's comment (the post page's clientAction): sign-in and a non-blank
 * text first, then the insert, each with the spec's toast. React Router then loads the comments
 * again.
 */
export async function createComment({ postId, text }: { postId: string; text: string }): Promise<WriteResult> {
  const session = await readSession();
  if (session.status !== 'signed-in') return refuse(commentNotices.signInToComment);
  const checked = checkComment(text);
  if (!checked.ok) return refuse(checked);
  const { user } = session;
  return write(
    async () => {
      const supabase = await getSessionClient();
      const { error } = await supabase.from('blog_comments').insert({
        blog_post_id: postId,
        author_id: user.id,
        author_name: user.fullName ?? user.email,
        content: checked.content,
      });
      if (error) throw new CommentDataError('Failed to post comment', error);
    },
    { done: commentNotices.added, failed: commentNotices.postFailed },
  );
}
