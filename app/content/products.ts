import { aiLearning } from './products/ai-learning.ts';
import { aiTeacher } from './products/ai-teacher.ts';
import { arVrLabs } from './products/ar-vr-labs.ts';
import { cloudLms } from './products/cloud-lms.ts';
import { enterprise } from './products/enterprise.ts';
import type { ProductPage } from './products/types.ts';

/** The five product pages, in the order they appear in navigation and on the home page. */
export const products: readonly ProductPage[] = [aiLearning, arVrLabs, cloudLms, aiTeacher, enterprise];

export function getProductBySlug(slug: string): ProductPage | undefined {
  return products.find((product) => product.slug === slug);
}
