import type { Lang } from '#rules/languages.ts';
import { readOr } from '../../lib/reader-data.ts';
import { getReadClient } from '../../lib/session.ts';
import { commentNoticesIn } from './comment-notices-in.ts';
import { listComments, type CommentCursor, type CommentPage } from './list-comments.ts';

const none: CommentPage = { comments: [], hasMore: false, total: null };

/**
 * The first page of a post's comments loaded in the browser (the post page's clientLoader), for a
 * draft found with the reader's session or when the server could not load them. A failure shows
 * the spec's toast and no comments.
 */
export function loadReaderComments(postId: string, lang: Lang = 'en'): Promise<CommentPage> {
  return readOr(
    async () => listComments({ supabase: await getReadClient(), postId }),
    commentNoticesIn(lang).loadFailed,
    none,
  );
}

/** The page after `after` ("Load more"); null after a failure, which shows the spec's toast. */
export function loadMoreComments(postId: string, after: CommentCursor, lang: Lang = 'en'): Promise<CommentPage | null> {
  return readOr(
    async () => listComments({ supabase: await getReadClient(), postId, after }),
    commentNoticesIn(lang).loadFailed,
    null,
  );
}
