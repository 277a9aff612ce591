import type { Lang } from '#rules/languages.ts';
import { refuse, write, type WriteResult } from '../../lib/reader-data.ts';
import { authorName, getSessionClient, readSignedInUser } from '../../lib/session.ts';
import { checkComment } from './comment-input.ts';
import { commentNoticesIn } from './comment-notices-in.ts';
import { CommentDataError } from './types.ts';

/**
 * Posts the signed-in reader's comment (the post page's clientAction): sign-in and a non-blank
 * text first, then the insert, each with the spec's toast. React Router then loads the comments
 * again. The toasts are in the page's language (`lang`).
 */
export async function createComment({
  postId,
  text,
  lang = 'en',
}: {
  postId: string;
  text: string;
  lang?: Lang;
}): Promise<WriteResult> {
  const notices = commentNoticesIn(lang);
  const user = await readSignedInUser();
  if (!user) return refuse(notices.signInToComment);
  const checked = checkComment(text);
  if (!checked.ok) return refuse(notices.empty);
  return write(
    async () => {
      const supabase = await getSessionClient();
      const { error } = await supabase.from('blog_comments').insert({
        blog_post_id: postId,
        author_id: user.id,
        author_name: authorName(user),
        content: checked.content,
      });
      if (error) throw new CommentDataError('Failed to post comment', error);
    },
    { done: notices.added, failed: notices.postFailed },
    undefined,
    lang,
  );
}
