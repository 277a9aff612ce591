import type { BlogCategory } from '../../rules/blog-categories.ts';
import { aiInEducationPosts } from './sample-posts/ai-in-education.ts';
import { arVrPosts } from './sample-posts/ar-vr.ts';
import { digitalInclusionPosts } from './sample-posts/digital-inclusion.ts';
import { edtechAnalyticsPosts } from './sample-posts/edtech-analytics.ts';
import { futureSkillsPosts } from './sample-posts/future-skills.ts';
import { learningDesignPosts } from './sample-posts/learning-design.ts';
import type { SamplePost } from './sample-posts/types.ts';

export { blogCategories } from '../../rules/blog-categories.ts';
export type { BlogCategory, SamplePost };

/**
 * The 18 bundled sample posts inserted by "Import Sample Posts":
 * three per category, in the order of `blogCategories`.
 */
export const samplePosts: readonly SamplePost[] = [
  ...aiInEducationPosts,
  ...arVrPosts,
  ...digitalInclusionPosts,
  ...edtechAnalyticsPosts,
  ...learningDesignPosts,
  ...futureSkillsPosts,
];
