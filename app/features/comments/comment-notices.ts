import { noticeTable } from '../../lib/notice-table.ts';

/** The longest reason a comment report may give. */
export const reportReasonMaxLength = 500;

/** The comments' toasts in the spec's words (points 5 and 8), and those of deleting one's own comment. */
export const commentNotices = noticeTable('Please try again later.', {
  loadFailed: 'Failed to load comments',
  signInToComment: ['Authentication required', 'You must be logged in to comment.'],
  postFailed: 'Failed to post comment',
  added: ['Comment added', 'Your comment has been added successfully.'],
  deleted: ['Comment deleted', 'Your comment has been removed.'],
  deleteFailed: 'Failed to delete comment',
  empty: ['Comment cannot be empty', 'Please enter a comment.'],
  reportTooLong: ['Report not sent', `A reason may have at most ${reportReasonMaxLength} characters.`],
  alreadyReported: ['Already reported', 'You have already reported this comment.'],
  reportFailed: ['Report not sent', 'The comment could not be reported. Please try again.'],
  reported: ['Comment reported', 'Thank you. A moderator will review it.'],
});

/** The `intent` field of the comment writes, which the post page's clientAction tells apart. */
export const commentIntents = { add: 'add-comment', remove: 'delete-comment' } as const;
