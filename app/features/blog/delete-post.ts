import type { SupabaseClient } from '@supabase/supabase-js';
import { BlogDataError } from './types.ts';

/** Deletes the author's own post (its comments go with it); nothing deleted counts as a failure. */
export async function deletePost({ supabase, id }: { supabase: SupabaseClient; id: string }): Promise<void> {
  const { data, error } = await supabase.from('blog_posts').delete().eq('id', id).select('id');
  if (error) throw new BlogDataError('Failed to delete blog post', error);
  if (!data || data.length === 0) throw new BlogDataError('Failed to delete blog post: no post was deleted');
}
