import { refuse, write, type WriteResult } from '../../lib/reader-data.ts';
import { getSessionClient, readSession } from '../../lib/session.ts';
import { checkComment } from './comment-input.ts';
import { commentNotices } from './comment-notices.ts';
import { createComment } from './create-comment.ts';

/**
 * Posts the signed-in reader's comment (the post page's clientAction): sign-in and a non-blank
 * text first, then the insert, each with the spec's toast. React Router then loads the comments
 * again.
 */
export async function addComment({ postId, text }: { postId: string; text: string }): Promise<WriteResult> {
  const session = await readSession();
  if (session.status !== 'signed-in') return refuse(commentNotices.signInToComment);
  const checked = checkComment(text);
  if (!checked.ok) return refuse(checked);
  const { user } = session;
  return write(
    async () =>
      createComment({
        supabase: await getSessionClient(),
        postId,
        authorId: user.id,
        authorName: user.fullName ?? user.email,
        content: checked.content,
      }),
    { done: commentNotices.added, failed: commentNotices.postFailed },
  );
}
