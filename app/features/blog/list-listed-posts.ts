import type { Db } from '../../lib/supabase-types.ts';
import { allCategories, searchFilter, type ListingQuery } from './filter-posts.ts';
import { clampPage, pageCount, postsPerPage } from './pagination-window.ts';
import { BlogDataError, type ListedPost } from './types.ts';

/** The columns a card shows: never the body. */
export const listedColumns = 'id,title,excerpt,category,image_url,is_published,author_name,date';

/** One page of the listing: its cards, how many posts match in all, and the page shown. */
export type ListingPage = { posts: ListedPost[]; total: number; page: number };

/**
 * One page of the listing as `supabase` may read it (RLS: everyone sees published posts, an
 * author also their drafts), newest first, filtered by category and search on the server, with
 * the exact count of matches. A page past the last one shows the last page (the spec keeps the
 * page number when the filter changes; the listing never shows an empty page after it). The one
 * place the listing's data comes from: the server loader calls it as anon, the browser with the
 * reader's session.
 */
export async function listListedPosts({
  supabase,
  query,
}: {
  supabase: Db;
  query: ListingQuery;
}): Promise<ListingPage> {
  const select = (head: boolean) => {
    let request = supabase.from('blog_post_cards').select(listedColumns, { count: 'exact', head });
    if (query.category !== allCategories) request = request.eq('category', query.category);
    if (query.search.trim() !== '') request = request.or(searchFilter(query.search.trim()));
    return request;
  };
  const read = (page: number) => {
    const from = (page - 1) * postsPerPage;
    return select(false)
      .order('date', { ascending: false })
      .order('id', { ascending: false })
      .range(from, from + postsPerPage - 1);
  };

  const first = await read(query.page);
  if (!first.error) {
    const total = first.count ?? 0;
    return { posts: first.data as ListedPost[], total, page: clampPage(query.page, pageCount(total)) };
  }
  // PGRST103: the page lies past the last one. Count, then read the last page.
  if (first.error.code !== 'PGRST103') throw new BlogDataError('Failed to load blog posts', first.error);
  const counted = await select(true);
  if (counted.error) throw new BlogDataError('Failed to load blog posts', counted.error);
  const total = counted.count ?? 0;
  const last = clampPage(query.page, pageCount(total));
  const again = await read(last);
  if (again.error) throw new BlogDataError('Failed to load blog posts', again.error);
  return { posts: again.data as ListedPost[], total: again.count ?? total, page: last };
}
