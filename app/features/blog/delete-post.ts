import { write, type WriteResult } from '../../lib/reader-data.ts';
import { getSessionClient } from '../../lib/session.ts';
import { blogNotices } from './blog-notices.ts';
import { BlogDataError } from './types.ts';

/**
 * Delete on the post page (its clientAction, after the confirmation): deletes the author's own
 * post (its comments go with it; nothing deleted counts as a failure), with the spec's toasts,
 * then /blog.
 */
export function deletePost(id: string): Promise<WriteResult> {
  return write(
    async () => {
      const supabase = await getSessionClient();
      const { data, error } = await supabase.from('blog_posts').delete().eq('id', id).select('id');
      if (error) throw new BlogDataError('Failed to delete blog post', error);
      if (!data || data.length === 0) throw new BlogDataError('Failed to delete blog post: no post was deleted');
    },
    { done: blogNotices.deleted, failed: blogNotices.deleteFailed },
    () => '/blog',
  );
}
