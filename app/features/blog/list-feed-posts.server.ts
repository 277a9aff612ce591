import type { AppLoadContext } from 'react-router';
import { createServerSupabase } from '../../lib/supabase.server.ts';
import { feedSize, type FeedPost } from './render-rss.ts';
import { BlogDataError } from './types.ts';

/** Published posts' `columns`, newest first, at most `limit`, read as anon (so drafts never appear). */
export function queryPublishedPosts<C extends string>(context: AppLoadContext, columns: C, limit: number) {
  return createServerSupabase(context)
    .from('blog_posts')
    .select(columns)
    .eq('is_published', true)
    .order('date', { ascending: false })
    .limit(limit);
}

/** The newest published posts for /rss.xml and /sitemap.xml, read as anon (so drafts never appear). */
export async function listPublishedPosts(context: AppLoadContext, limit = feedSize): Promise<FeedPost[]> {
  const { data, error } = await queryPublishedPosts(context, 'id,title,excerpt,category,author_name,date', limit);
  if (error) throw new BlogDataError('Failed to load published posts', error);
  return data as FeedPost[];
}
