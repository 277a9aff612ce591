export { blogCategories, type BlogCategory } from '../../rules/blog-categories.ts';
