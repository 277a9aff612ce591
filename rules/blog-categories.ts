/** The six blog categories (spec), as blog_posts' CHECK constraint lists them. Shared by the site and the seed. */
export const blogCategories = [
  'AI in Education',
  'AR/VR',
  'Digital Inclusion',
  'EdTech Analytics',
  'Learning Design',
  'Future Skills',
] as const;

export type BlogCategory = (typeof blogCategories)[number];
