import type { PageSeo } from '#app/components/marketing/page-meta.ts';

export const careersSeo = {
  path: '/careers',
  crumb: 'Careers',
  title: 'Careers',
  description:
    'Join our team in Jaipur building AI, AR/VR and cloud learning technology for Indian classrooms. See current openings or send an open application.',
} as const satisfies PageSeo;
