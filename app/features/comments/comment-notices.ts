import type { Notice } from '../../lib/reader-data.ts';

/** The comments' toasts in the spec's words (points 5 and 8), and those of deleting one's own comment. */
export const commentNotices = {
  loadFailed: { title: 'Failed to load comments', description: 'Please try again later.' },
  signInToComment: { title: 'Authentication required', description: 'You must be logged in to comment.' },
  postFailed: { title: 'Failed to post comment', description: 'Please try again later.' },
  added: { title: 'Comment added', description: 'Your comment has been added successfully.' },
  deleted: { title: 'Comment deleted', description: 'Your comment has been removed.' },
  deleteFailed: { title: 'Failed to delete comment', description: 'Please try again later.' },
} satisfies Record<string, Notice>;

/** The `intent` field of the comment writes, which the post page's clientAction tells apart. */
export const commentIntents = { add: 'add-comment', remove: 'delete-comment' } as const;
