import type { PageSeo } from '#app/components/marketing/page-meta.ts';

export const caseStudiesSeo = {
  path: '/case-studies',
  crumb: 'Case Studies',
  title: 'Case Studies',
  description:
    'How schools, colleges and education departments across Rajasthan raised learning outcomes and saved teachers time with our platform.',
} as const satisfies PageSeo;
