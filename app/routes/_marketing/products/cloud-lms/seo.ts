import type { PageSeo } from '#app/components/marketing/page-meta.ts';
import { cloudLmsProduct as product } from '#app/content/product-catalog.ts';

export const cloudLmsSeo = {
  path: product.href,
  crumb: product.name,
  title: 'Cloud Learning Management System',
  description:
    'Courses, assignments, attendance and parent communication in one secure cloud LMS hosted in India, from a single school to a multi-campus university.',
} as const satisfies PageSeo;
