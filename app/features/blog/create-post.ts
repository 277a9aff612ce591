import type { Db } from '../../lib/supabase-types.ts';
import { BlogDataError, type PostFields } from './types.ts';

/** Inserts a post for its author and returns the new id (null if the server returned no row). */
export async function createPost({
  supabase,
  fields,
  author,
  authorName,
}: {
  supabase: Db;
  fields: PostFields;
  author: string;
  authorName: string;
}): Promise<string | null> {
  const { data, error } = await supabase
    .from('blog_posts')
    .insert({ ...fields, author, author_name: authorName })
    .select();
  if (error) throw new BlogDataError('Failed to save blog post', error);
  const row = (data as { id: string }[] | null)?.[0];
  return row?.id ?? null;
}
