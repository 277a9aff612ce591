import { write, type WriteResult } from '../../lib/reader-data.ts';
import { getSessionClient } from '../../lib/session.ts';
import { blogNotices } from './blog-notices.ts';
import { deletePost } from './delete-post.ts';

/** Delete on the post page (its clientAction, after the confirmation): then /blog. */
export function removePost(id: string): Promise<WriteResult> {
  return write(
    async () => deletePost({ supabase: await getSessionClient(), id }),
    { done: blogNotices.deleted, failed: blogNotices.deleteFailed },
    () => '/blog',
  );
}
