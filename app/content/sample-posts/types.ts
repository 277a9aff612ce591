import type { BlogCategory } from '#rules/blog-categories.ts';

export type SamplePost = {
  title: string;
  excerpt: string;
  content: string;
  category: BlogCategory;
  image_url: string | null;
};
