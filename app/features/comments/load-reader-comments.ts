import { readOr } from '../../lib/reader-data.ts';
import { getSessionClient } from '../../lib/session.ts';
import { commentNotices } from './comment-notices.ts';
import { listComments } from './list-comments.ts';
import type { BlogComment } from './types.ts';

/**
 * A post's comments loaded in the browser (the post page's clientLoader), for a draft found with
 * the reader's session or when the server could not load them. A failure shows the spec's toast
 * and an empty list.
 */
export function loadReaderComments(postId: string): Promise<BlogComment[]> {
  return readOr(
    async () => listComments({ supabase: await getSessionClient(), postId }),
    commentNotices.loadFailed,
    [],
  );
}
