import type { Db } from '../../lib/supabase-types.ts';
import { BlogDataError, type PostFields } from './types.ts';

/** Updates the author's own post; a post RLS hides or protects counts as a failure. */
export async function updatePost({
  supabase,
  id,
  fields,
}: {
  supabase: Db;
  id: string;
  fields: PostFields;
}): Promise<string> {
  const { data, error } = await supabase.from('blog_posts').update(fields).eq('id', id).select('id');
  if (error) throw new BlogDataError('Failed to save blog post', error);
  if (!data || data.length === 0) throw new BlogDataError('Failed to save blog post: no post was updated');
  return id;
}
