import type { Notice } from '../../lib/reader-data.ts';

/** The longest reason a comment report may give. */
export const reportReasonMaxLength = 500;

/** The comments' toasts in the spec's words (points 5 and 8), and those of deleting one's own comment. */
export const commentNotices = {
  loadFailed: { title: 'Failed to load comments', description: 'Please try again later.' },
  signInToComment: { title: 'Authentication required', description: 'You must be logged in to comment.' },
  postFailed: { title: 'Failed to post comment', description: 'Please try again later.' },
  added: { title: 'Comment added', description: 'Your comment has been added successfully.' },
  deleted: { title: 'Comment deleted', description: 'Your comment has been removed.' },
  deleteFailed: { title: 'Failed to delete comment', description: 'Please try again later.' },
  empty: { title: 'Comment cannot be empty', description: 'Please enter a comment.' },
  reportTooLong: {
    title: 'Report not sent',
    description: `A reason may have at most ${reportReasonMaxLength} characters.`,
  },
  alreadyReported: { title: 'Already reported', description: 'You have already reported this comment.' },
  reportFailed: { title: 'Report not sent', description: 'The comment could not be reported. Please try again.' },
  reported: { title: 'Comment reported', description: 'Thank you. A moderator will review it.' },
} satisfies Record<string, Notice>;

/** The `intent` field of the comment writes, which the post page's clientAction tells apart. */
export const commentIntents = { add: 'add-comment', remove: 'delete-comment' } as const;
