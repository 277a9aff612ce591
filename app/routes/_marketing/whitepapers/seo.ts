import type { PageSeo } from '#app/components/marketing/page-meta.ts';

export const whitepapersSeo = {
  path: '/whitepapers',
  crumb: 'Whitepapers',
  title: 'Whitepapers and Research',
  description:
    'Free in-depth research on adaptive learning, virtual labs, learning analytics, responsible AI and future skills in Indian education.',
} as const satisfies PageSeo;
