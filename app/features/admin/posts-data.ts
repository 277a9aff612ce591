import type { Db } from '../../lib/supabase-types.ts';
import { pageOf, type AdminListQuery } from './list-query.ts';
import { touchedRows } from './touched-rows.ts';

/** A row of the Posts list: no body, no excerpt (lists never carry what they do not show). */
export type PostRow = {
  id: string;
  title: string;
  author: string;
  author_name: string | null;
  category: string;
  is_published: boolean;
  date: string;
  comment_count: number;
};

export const postStates = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
] as const;

/** One page of every post (drafts included), newest first; `status` is published or draft. */
export async function listAllPosts(supabase: Db, q: AdminListQuery): Promise<{ rows: PostRow[]; count: number }> {
  let query = supabase
    .from('staff_posts')
    .select('id,title,author,author_name,category,is_published,date,comment_count', { count: 'exact' });
  if (q.status === 'published') query = query.eq('is_published', true);
  if (q.status === 'draft') query = query.eq('is_published', false);
  return pageOf<PostRow>(query, q, ['title', 'author_name'], ['date', 'id']);
}

export async function setPublished(supabase: Db, id: string, published: boolean): Promise<void> {
  touchedRows(
    await supabase.from('blog_posts').update({ is_published: published }).eq('id', id).select('id'),
    'The post was not found or may not be changed.',
  );
}

/** Deletes a post; its comments go with it (the foreign key cascades). */
export async function deletePostAsStaff(supabase: Db, id: string): Promise<void> {
  touchedRows(
    await supabase.from('blog_posts').delete().eq('id', id).select('id'),
    'The post was not found or may not be deleted.',
  );
}
