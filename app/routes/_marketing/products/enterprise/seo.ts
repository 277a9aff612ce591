import type { PageSeo } from '#app/components/marketing/page-meta.ts';
import { enterpriseProduct as product } from '#app/content/product-catalog.ts';

export const enterpriseSeo = {
  path: product.href,
  crumb: product.name,
  title: 'Enterprise Education Solutions',
  description:
    'One integrated learning platform for school districts, universities, government education departments and corporate training divisions.',
} as const satisfies PageSeo;
