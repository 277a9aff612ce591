/**
 * The blog's reader chrome (listing, filters, pagination, cards, the post page around the body),
 * English as the spec has it; the Hindi twin is ./blog-copy.hi.ts (issue #29). Post titles and
 * bodies are the authors' own and are not translated; the editor (/blog/create, /blog/edit) stays
 * English. The toasts are ./blog-notices.ts.
 */
import { site } from '#config/site.ts';
import { blogCategories } from '#rules/blog-categories.ts';
import { allCategories } from './filter-posts.ts';

export const blogCopy = {
  metaTitle: 'Blog',
  metaDescription:
    'Articles on AI in education, AR/VR labs, digital inclusion, EdTech analytics, learning design and future skills from teachers and our team.',
  heading: 'Blog',
  intro: 'Ideas and practical guides on teaching and learning with technology, from our team and our community.',
  createPost: 'Create New Post',
  articles: 'Articles',
  emptyTitle: 'No articles found',
  emptyText: 'Try adjusting your search or filter criteria',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search articles...',
  searchSubmit: 'Search',
  categoryGroup: 'Filter by category',
  /** A category button's words (its value is the category itself). */
  categoryLabels: Object.fromEntries([allCategories, ...blogCategories].map((name) => [name, name])) as Readonly<
    Record<string, string>
  >,
  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  pageLabel: (page: number) => `Page ${page}`,
  readMore: 'Read more',
  readMoreLabel: (title: string) => `Read more: ${title}`,
  draft: 'Draft',
  backToBlog: 'Back to Blog',
  aboutAuthor: 'About the Author',
  authorBio: (name: string) =>
    `${name} writes for the ${site.name} community blog about teaching and learning with technology.`,
  share: 'Share this article:',
  /** Each share link's name (aria-label and title). */
  shareOn: { x: 'Share on X', linkedin: 'Share on LinkedIn', facebook: 'Share on Facebook' },
  notFoundTitle: 'Blog Post Not Found',
  notFoundText: "The blog post you're looking for doesn't exist or has been removed.",
  loadingPost: 'Loading post',
  /** The author's own buttons on the listing and the post page. */
  edit: 'Edit',
  delete: 'Delete',
  deleting: 'Deleting...',
  deleteConfirmation: 'Are you sure you want to delete this blog post? This action cannot be undone.',
  importSamples: 'Import Sample Posts',
  importing: 'Importing...',
} as const;
