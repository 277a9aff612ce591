import type { Db } from '../../lib/supabase.ts';
import { BlogDataError } from './types.ts';

/** Deletes the author's own post (its comments go with it); nothing deleted counts as a failure. */
export async function deletePost({ supabase, id }: { supabase: Db; id: string }): Promise<void> {
  const { data, error } = await supabase.from('blog_posts').delete().eq('id', id).select('id');
  if (error) throw new BlogDataError('Failed to delete blog post', error);
  if (!data || data.length === 0) throw new BlogDataError('Failed to delete blog post: no post was deleted');
}
