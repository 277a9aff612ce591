import type { Db } from '../../lib/supabase-types.ts';
import { pageOf, type AdminListQuery } from './list-query.ts';
import { touchedRows } from './touched-rows.ts';

/** A comment as moderators see it: its post, whether it is hidden, and its reports. */
export type ModeratedComment = {
  id: string;
  content: string;
  authorName: string;
  createdAt: string;
  hidden: boolean;
  postId: string;
  postTitle: string;
  reportCount: number;
  reasons: string[];
};

export const commentStates = [
  { value: 'reported', label: 'Reported' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'visible', label: 'Visible' },
] as const;

type Raw = {
  id: string;
  blog_post_id: string;
  post_title: string;
  author_name: string;
  content: string;
  created_at: string;
  hidden: boolean;
  report_count: number;
  reports: { reason: string | null; created_at: string }[] | null;
};

function toComment(raw: Raw): ModeratedComment {
  return {
    id: raw.id,
    content: raw.content,
    authorName: raw.author_name,
    createdAt: raw.created_at,
    hidden: raw.hidden,
    postId: raw.blog_post_id,
    postTitle: raw.post_title,
    reportCount: raw.report_count,
    reasons: (raw.reports ?? []).map((r) => r.reason?.trim() ?? '').filter((r) => r !== ''),
  };
}

/**
 * One page of comments for moderation from the staff_comments view (0042): reported first, then
 * newest, each with its post and its reports' reasons; filtered by state and by text or author.
 */
export async function listModeratedComments(
  supabase: Db,
  q: AdminListQuery,
): Promise<{ rows: ModeratedComment[]; count: number }> {
  let query = supabase
    .from('staff_comments')
    .select('id,blog_post_id,post_title,author_name,content,created_at,hidden,report_count,reports', {
      count: 'exact',
    });
  if (q.status === 'reported') query = query.eq('reported', true);
  if (q.status === 'hidden') query = query.eq('hidden', true);
  if (q.status === 'visible') query = query.eq('hidden', false);
  const page = await pageOf<Raw>(query, q, ['content', 'author_name'], ['reported', 'created_at', 'id']);
  return { rows: page.rows.map(toComment), count: page.count };
}

export async function setCommentHidden(supabase: Db, id: string, hidden: boolean): Promise<void> {
  touchedRows(
    await supabase.from('blog_comments').update({ hidden }).eq('id', id).select('id'),
    'The comment was not found or may not be changed.',
  );
}

export async function deleteCommentAsStaff(supabase: Db, id: string): Promise<void> {
  touchedRows(
    await supabase.from('blog_comments').delete().eq('id', id).select('id'),
    'The comment was not found or may not be deleted.',
  );
}
