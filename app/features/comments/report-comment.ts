import type { Lang } from '#rules/languages.ts';
import { getSessionClient } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { reportReasonMaxLength } from './comment-notices.ts';
import { commentNoticesIn } from './comment-notices-in.ts';

export { reportReasonMaxLength };

/**
 * Reports someone else's comment to the moderators, with an optional reason. A report changes
 * nothing the page shows, so it is a direct write with its own toast, not the route's action (no
 * reload of the comments). A second report of the same comment by the same reader (the table's
 * unique key) says so instead of failing. Resolves to whether the comment is now reported. Its
 * toasts are in the page's language (`lang`).
 */
export async function reportComment(commentId: string, reason: string, lang: Lang = 'en'): Promise<boolean> {
  const notices = commentNoticesIn(lang);
  const text = reason.trim();
  if (text.length > reportReasonMaxLength) {
    toast.error(notices.reportTooLong.title, { description: notices.reportTooLong.description });
    return false;
  }
  try {
    const supabase = await getSessionClient();
    const { error } = await supabase
      .from('comment_reports')
      .insert({ comment_id: commentId, reason: text ? text : null });
    if (error?.code === '23505') {
      toast.success(notices.alreadyReported.title, { description: notices.alreadyReported.description });
      return true;
    }
    if (error) throw error;
  } catch (err) {
    console.warn('Report failed', err);
    toast.error(notices.reportFailed.title, { description: notices.reportFailed.description });
    return false;
  }
  toast.success(notices.reported.title, { description: notices.reported.description });
  return true;
}
