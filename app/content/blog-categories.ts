export const blogCategories = [
  'AI in Education',
  'AR/VR',
  'Digital Inclusion',
  'EdTech Analytics',
  'Learning Design',
  'Future Skills',
] as const;

export type BlogCategory = (typeof blogCategories)[number];
