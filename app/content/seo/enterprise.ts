import type { PageSeo } from '../page-seo.ts';

export const enterpriseSeo = {
  path: '/products/enterprise',
  crumb: 'Enterprise Solutions',
  title: 'Enterprise Education Solutions',
  description:
    'One integrated learning platform for school districts, universities, government education departments and corporate training divisions.',
} as const satisfies PageSeo;
