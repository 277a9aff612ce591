import type { Db } from '../../lib/supabase-types.ts';
import { BlogDataError, isPostId, type BlogPost } from './types.ts';

/** One post by id, or null when there is none the caller may read (or the id is no UUID). */
export async function getPost({ supabase, id }: { supabase: Db; id: string | undefined }) {
  if (!isPostId(id)) return null;
  const { data, error } = await supabase.from('blog_posts').select('*').eq('id', id).maybeSingle();
  if (error) throw new BlogDataError('Failed to load blog post', error);
  return (data as BlogPost | null) ?? null;
}
