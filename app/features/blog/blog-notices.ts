import { noticeTable } from '../../lib/notice-table.ts';

/** The blog's toasts in the spec's words (point 8, and points 5 and 6 for sign-in and permission). */
export const blogNotices = noticeTable('Please try again later.', {
  listFailed: 'Failed to load blog posts',
  postFailed: 'Failed to load blog post',
  notYourPost: ['Permission denied', 'You can only edit your own blog posts.'],
  signInToWrite: ['Authentication required', 'You must be logged in to create or edit blog posts.'],
  saveFailed: 'Failed to save blog post',
  created: ['Blog post created', 'Your blog post has been successfully created.'],
  updated: ['Blog post updated', 'Your blog post has been successfully updated.'],
  deleted: ['Blog post deleted', 'Your blog post has been successfully deleted.'],
  deleteFailed: 'Failed to delete blog post',
  signInToImport: ['Authentication required', 'You must be logged in to import sample blog posts.'],
  imported: ['Sample posts imported', 'Sample blog posts have been successfully imported.'],
  importFailed: ['Import failed', 'Failed to import sample blog posts. Please try again.'],
});

/** The `intent` field of the blog's writes, for the route clientActions that take more than one. */
export const blogIntents = { deletePost: 'delete-post', importSamples: 'import-samples' } as const;
