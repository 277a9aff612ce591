import type { SupabaseClient } from '@supabase/supabase-js';
import { CommentDataError, type BlogComment } from './types.ts';

/** A post's comments, newest first. */
export async function listComments({ supabase, postId }: { supabase: SupabaseClient; postId: string }) {
  const { data, error } = await supabase
    .from('blog_comments')
    .select('*')
    .eq('blog_post_id', postId)
    .order('created_at', { ascending: false });
  if (error) throw new CommentDataError('Failed to load comments', error);
  return data as BlogComment[];
}
