import type { PageSeo } from '#app/components/marketing/page-meta.ts';

export const termsSeo = {
  path: '/terms',
  crumb: 'Terms of Service',
  title: 'Terms of Service',
  description: 'The terms that govern the use of our website, learning products and services, under the laws of India.',
} as const satisfies PageSeo;
