import type { PageSeo } from '#app/components/marketing/page-meta.ts';
import { aiTeacherProduct as product } from '#app/content/product-catalog.ts';

export const aiTeacherSeo = {
  path: product.href,
  crumb: product.name,
  title: 'AI Teacher Assistants',
  description:
    'Privacy-first AI assistants that draft lesson plans, question papers and feedback. Available as LMS integration, desktop and mobile apps, or API.',
} as const satisfies PageSeo;
