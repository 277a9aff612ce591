import type { PageSeo } from '#app/components/marketing/page-meta.ts';

export const sitemapSeo = {
  path: '/sitemap',
  crumb: 'Sitemap',
  title: 'Sitemap',
  description:
    'Every page of our website in one place: solutions, resources, company pages, account pages and legal pages.',
} as const satisfies PageSeo;
