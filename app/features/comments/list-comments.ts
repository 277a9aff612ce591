import type { SupabaseClient } from '@supabase/supabase-js';
import { CommentDataError, type BlogComment } from './types.ts';

/** Comments per page: the first page comes with the post, each "Load more" adds one more. */
export const commentsPerPage = 10;

/** One page of a post's comments, newest first. `total` is the post's count (first page only). */
export type CommentPage = { comments: BlogComment[]; hasMore: boolean; total: number | null };

/** Where the next page starts: just after (older than) this comment. */
export type CommentCursor = Pick<BlogComment, 'created_at' | 'id'>;

/**
 * A page of a post's comments, newest first, ordered by (created_at, id) so that comments
 * written at the same instant still have one order. Without `after`, the first page and the
 * post's comment count (hidden comments left out); with it, the page after that comment (keyset paging: every page is one
 * range of the (blog_post_id, created_at, id) index, however deep). One row more than a page
 * tells whether more follow.
 */
export async function listComments({
  supabase,
  postId,
  after,
}: {
  supabase: SupabaseClient;
  postId: string;
  after?: CommentCursor;
}): Promise<CommentPage> {
  let request = supabase
    .from('blog_comments')
    .select('*', after ? {} : { count: 'exact' })
    .eq('blog_post_id', postId)
    // Hidden comments are for nobody's reading; editors and admins (whom RLS shows them) see
    // them in the moderation list, not on the post (ADR 028).
    .eq('hidden', false);
  if (after) {
    const at = `"${after.created_at}"`;
    request = request.or(`created_at.lt.${at},and(created_at.eq.${at},id.lt.${after.id})`);
  }
  const { data, error, count } = await request
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(commentsPerPage + 1);
  if (error) throw new CommentDataError('Failed to load comments', error);
  const rows = data as BlogComment[];
  return { comments: rows.slice(0, commentsPerPage), hasMore: rows.length > commentsPerPage, total: count ?? null };
}
