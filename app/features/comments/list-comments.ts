import type { Db } from '../../lib/supabase-types.ts';
import { CommentDataError, type BlogComment } from './types.ts';

/** Comments per page: the first page comes with the post, each "Load more" adds one more. */
export const commentsPerPage = 10;

/**
 * Most comments one server render shows (`?comments=N`, the "Load more" form sent without
 * JavaScript); past that, "Load more" continues in the browser.
 */
export const maxCommentsShown = 500;

/** How many comments a post page's URL asks for (`?comments=N`): a page by default, at most `maxCommentsShown`. */
export function commentsShown(searchParams: URLSearchParams): number {
  const asked = Number.parseInt(searchParams.get('comments') ?? '', 10);
  return Number.isFinite(asked) ? Math.min(Math.max(asked, commentsPerPage), maxCommentsShown) : commentsPerPage;
}

/** One page of a post's comments, newest first. `total` is the post's count (first page only). */
export type CommentPage = { comments: BlogComment[]; hasMore: boolean; total: number | null };

/** Where the next page starts: just after (older than) this comment. */
export type CommentCursor = Pick<BlogComment, 'created_at' | 'id'>;

/**
 * A page of a post's comments, newest first, ordered by (created_at, id) so that comments
 * written at the same instant still have one order. Without `after`, the first page and the
 * post's comment count (hidden comments left out); with it, the page after that comment (keyset paging: every page is one
 * range of the (blog_post_id, created_at, id) index, however deep). One row more than a page
 * tells whether more follow. `count` makes the first page longer (the newest `count`).
 */
export async function listComments({
  supabase,
  postId,
  after,
  count = commentsPerPage,
}: {
  supabase: Db;
  postId: string;
  after?: CommentCursor;
  count?: number;
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
  const {
    data,
    error,
    count: total,
  } = await request
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(count + 1);
  if (error) throw new CommentDataError('Failed to load comments', error);
  const rows = data as BlogComment[];
  return { comments: rows.slice(0, count), hasMore: rows.length > count, total: total ?? null };
}
