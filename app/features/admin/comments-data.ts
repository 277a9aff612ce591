import type { SupabaseClient } from '@supabase/supabase-js';
import { adminPageSize, type AdminListQuery } from './list-query.ts';

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

type Raw = Record<string, unknown>;

function toComment(raw: Raw): ModeratedComment {
  const reasons = Array.isArray(raw.report_reasons)
    ? raw.report_reasons
    : Array.isArray(raw.reasons)
      ? raw.reasons
      : [];
  return {
    id: String(raw.id),
    content: String(raw.content ?? ''),
    authorName: String(raw.author_name ?? ''),
    createdAt: String(raw.created_at ?? ''),
    hidden: raw.hidden === true,
    postId: String(raw.blog_post_id ?? raw.post_id ?? ''),
    postTitle: String(raw.post_title ?? ''),
    reportCount: Number(raw.report_count ?? 0),
    reasons: reasons.filter((r): r is string => typeof r === 'string' && r.trim() !== ''),
  };
}

/** One page of comments for moderation: reported first (most reports first), then newest. */
export async function listModeratedComments(
  supabase: SupabaseClient,
  q: AdminListQuery,
): Promise<{ rows: ModeratedComment[]; count: number }> {
  const { data, error } = await supabase.rpc('admin_list_comments', {
    search: q.q || null,
    state: q.status || null,
    page: q.page,
    per_page: adminPageSize,
  });
  if (error) throw error;
  const rows = (data ?? []) as Raw[];
  const total = Number(rows[0]?.total_count ?? rows.length);
  return { rows: rows.map(toComment), count: Number.isFinite(total) ? total : rows.length };
}

export async function setCommentHidden(supabase: SupabaseClient, id: string, hidden: boolean): Promise<void> {
  const { data, error } = await supabase.from('blog_comments').update({ hidden }).eq('id', id).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('The comment was not found or may not be changed.');
}

export async function deleteCommentAsStaff(supabase: SupabaseClient, id: string): Promise<void> {
  const { data, error } = await supabase.from('blog_comments').delete().eq('id', id).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('The comment was not found or may not be deleted.');
}
