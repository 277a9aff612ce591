import type { AppLoadContext } from 'react-router';
import { createServerSupabase } from '../../lib/supabase.server.ts';
import { feedSize, type FeedPost } from './render-rss.ts';
import { BlogDataError } from './types.ts';

/** The newest published posts for /rss.xml and /sitemap.xml, read as anon (so drafts never appear). */
export async function listPublishedPosts(context: AppLoadContext, limit = feedSize): Promise<FeedPost[]> {
  const { data, error } = await createServerSupabase(context)
    .from('blog_posts')
    .select('id,title,excerpt,category,author_name,date')
    .eq('is_published', true)
    .order('date', { ascending: false })
    .limit(limit);
  if (error) throw new BlogDataError('Failed to load published posts', error);
  return data as FeedPost[];
}
