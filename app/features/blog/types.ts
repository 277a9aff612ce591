import type { BlogCategory } from '#rules/blog-categories.ts';
import { isUuid } from '#rules/uuid.ts';

/** A row of public.blog_posts as the site reads it. */
export type BlogPost = {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  category: BlogCategory | (string & {});
  image_url: string | null;
  is_published: boolean;
  author: string;
  author_name: string;
  date: string;
};

/** A post as a listing card shows it: never the body (list-listed-posts.ts reads these columns only). */
export type ListedPost = Pick<
  BlogPost,
  'id' | 'title' | 'excerpt' | 'category' | 'image_url' | 'is_published' | 'author_name' | 'date'
>;

/** What the editor saves (spec point 7: create and update). */
export type PostFields = {
  title: string;
  excerpt: string;
  content: string;
  category: BlogCategory;
  image_url: string | null;
  is_published: boolean;
};

/** A failed data call; `cause` keeps the supabase-js error for logs. */
export class BlogDataError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'BlogDataError';
  }
}

/** Post ids are UUIDs; anything else in the URL cannot name a post. */
export function isPostId(id: string | undefined): id is string {
  return isUuid(id);
}
