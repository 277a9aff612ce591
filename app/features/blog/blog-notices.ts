import type { Notice } from '../../lib/reader-data.ts';

/** The blog's toasts in the spec's words (point 8, and points 5 and 6 for sign-in and permission). */
export const blogNotices = {
  listFailed: { title: 'Failed to load blog posts', description: 'Please try again later.' },
  postFailed: { title: 'Failed to load blog post', description: 'Please try again later.' },
  notYourPost: { title: 'Permission denied', description: 'You can only edit your own blog posts.' },
  signInToWrite: {
    title: 'Authentication required',
    description: 'You must be logged in to create or edit blog posts.',
  },
  saveFailed: { title: 'Failed to save blog post', description: 'Please try again later.' },
  created: { title: 'Blog post created', description: 'Your blog post has been successfully created.' },
  updated: { title: 'Blog post updated', description: 'Your blog post has been successfully updated.' },
  deleted: { title: 'Blog post deleted', description: 'Your blog post has been successfully deleted.' },
  deleteFailed: { title: 'Failed to delete blog post', description: 'Please try again later.' },
  signInToImport: {
    title: 'Authentication required',
    description: 'You must be logged in to import sample blog posts.',
  },
  imported: { title: 'Sample posts imported', description: 'Sample blog posts have been successfully imported.' },
  importFailed: { title: 'Import failed', description: 'Failed to import sample blog posts. Please try again.' },
} satisfies Record<string, Notice>;

/** The `intent` field of the blog's writes, for the route clientActions that take more than one. */
export const blogIntents = { deletePost: 'delete-post', importSamples: 'import-samples' } as const;
