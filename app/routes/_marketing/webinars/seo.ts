import type { PageSeo } from '#app/components/marketing/page-meta.ts';

export const webinarsSeo = {
  path: '/webinars',
  crumb: 'Webinars',
  title: 'Webinars',
  description:
    'Free live webinars on AI, immersive learning and digital transformation in education, plus recordings of past sessions.',
} as const satisfies PageSeo;
