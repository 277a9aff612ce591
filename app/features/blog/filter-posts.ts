import type { BlogPost } from './types.ts';

export const allCategories = 'All Categories';

/**
 * The listing's client-side filter (spec point 5): the category must match unless it is
 * 'All Categories', and the search text must occur, case-insensitively, in the title, excerpt or
 * author name.
 */
export function filterPosts<T extends Pick<BlogPost, 'title' | 'excerpt' | 'author_name' | 'category'>>(
  posts: readonly T[],
  { search, category }: { search: string; category: string },
): T[] {
  const needle = search.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (category === allCategories || post.category === category) &&
      (needle === '' ||
        post.title.toLowerCase().includes(needle) ||
        post.excerpt.toLowerCase().includes(needle) ||
        post.author_name.toLowerCase().includes(needle)),
  );
}
