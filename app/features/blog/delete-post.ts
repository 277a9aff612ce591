import type { Lang } from '#rules/languages.ts';
import { deleteOwnRow } from '../../lib/delete-own-row.ts';
import { localPath } from '../../lib/local-path.ts';
import type { WriteResult } from '../../lib/reader-data.ts';
import { blogNoticesIn } from './blog-notices-in.ts';
import { BlogDataError } from './types.ts';

/**
 * Delete on the post page (its clientAction, after the confirmation): deletes the author's own
 * post (its comments go with it; nothing deleted counts as a failure), with the spec's toasts,
 * then /blog, in the page's language (`lang`).
 */
export function deletePost(id: string, lang: Lang = 'en'): Promise<WriteResult> {
  const messages = {
    failed: 'Failed to delete blog post',
    nothingDeleted: 'Failed to delete blog post: no post was deleted',
  };
  const failure = (message: string, cause?: unknown) => new BlogDataError(message, cause);
  return deleteOwnRow({
    table: 'blog_posts',
    id,
    messages,
    failure,
    notices: blogNoticesIn(lang),
    to: () => localPath('/blog', lang),
    lang,
  });
}
