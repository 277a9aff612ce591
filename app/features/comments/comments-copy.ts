/**
 * The comments' words on a post page, English as the spec has it; the Hindi twin is
 * ./comments-copy.hi.ts (issue #29). Comments themselves are the readers' own.
 */
export const commentsCopy = {
  heading: (total: number) => `Comments${total ? ` (${total})` : ''}`,
  confirmDelete: 'Delete this comment? This cannot be undone.',
  loading: 'Loading...',
  loadMore: 'Load more',
  signInPrompt: 'Please log in to join the discussion.',
  signIn: 'Log In',
  addLabel: 'Add a comment',
  placeholder: 'Share your thoughts...',
  posting: 'Posting...',
  post: 'Post Comment',
  empty: 'No comments yet. Be the first to comment!',
  listLabel: 'Comments',
  deleteLabel: 'Delete comment',
  reportLabel: (author: string) => `Report comment by ${author}`,
  report: 'Report',
  loadingComments: 'Loading comments',
  reportTitle: 'Report comment',
  reportDescription: (author: string) => `Tell the moderators what is wrong with ${author}'s comment.`,
  reason: 'Reason (optional)',
  cancel: 'Cancel',
  reporting: 'Reporting...',
} as const;
