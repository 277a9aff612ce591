import { getSessionClient } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';

export const reportReasonMaxLength = 500;

/**
 * Reports someone else's comment to the moderators, with an optional reason. A report changes
 * nothing the page shows, so it is a direct write with its own toast, not the route's action (no
 * reload of the comments). A second report of the same comment by the same reader (the table's
 * unique key) says so instead of failing. Resolves to whether the comment is now reported.
 */
export async function reportComment(commentId: string, reason: string): Promise<boolean> {
  const text = reason.trim();
  if (text.length > reportReasonMaxLength) {
    toast.error('Report not sent', { description: `A reason may have at most ${reportReasonMaxLength} characters.` });
    return false;
  }
  try {
    const supabase = await getSessionClient();
    const { error } = await supabase
      .from('comment_reports')
      .insert({ comment_id: commentId, reason: text ? text : null });
    if (error?.code === '23505') {
      toast.success('Already reported', { description: 'You have already reported this comment.' });
      return true;
    }
    if (error) throw error;
  } catch (err) {
    console.warn('Report failed', err);
    toast.error('Report not sent', { description: 'The comment could not be reported. Please try again.' });
    return false;
  }
  toast.success('Comment reported', { description: 'Thank you. A moderator will review it.' });
  return true;
}
