import type { Lang } from '#rules/languages.ts';
import { localPath } from '../../lib/local-path.ts';
import { write, type WriteResult } from '../../lib/reader-data.ts';
import { getSessionClient } from '../../lib/session.ts';
import { blogNoticesIn } from './blog-notices-in.ts';
import { BlogDataError } from './types.ts';

/**
 * Delete on the post page (its clientAction, after the confirmation): deletes the author's own
 * post (its comments go with it; nothing deleted counts as a failure), with the spec's toasts,
 * then /blog, in the page's language (`lang`).
 */
export function deletePost(id: string, lang: Lang = 'en'): Promise<WriteResult> {
  const notices = blogNoticesIn(lang);
  return write(
    async () => {
      const supabase = await getSessionClient();
      const { data, error } = await supabase.from('blog_posts').delete().eq('id', id).select('id');
      if (error) throw new BlogDataError('Failed to delete blog post', error);
      if (!data || data.length === 0) throw new BlogDataError('Failed to delete blog post: no post was deleted');
    },
    { done: notices.deleted, failed: notices.deleteFailed },
    () => localPath('/blog', lang),
    lang,
  );
}
