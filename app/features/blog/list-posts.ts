import type { SupabaseClient } from '@supabase/supabase-js';
import { BlogDataError, type BlogPost } from './types.ts';

/**
 * Every post the caller may read, newest first (spec: select all ordered by date descending, no
 * server paging). RLS decides: everyone sees published posts, an author also their drafts.
 */
export async function listPosts({ supabase }: { supabase: SupabaseClient }): Promise<BlogPost[]> {
  const { data, error } = await supabase.from('blog_posts').select('*').order('date', { ascending: false });
  if (error) throw new BlogDataError('Failed to load blog posts', error);
  return data as BlogPost[];
}
