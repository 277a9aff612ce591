import type { PageSeo } from '../page-seo.ts';

export const cloudLmsSeo = {
  path: '/products/cloud-lms',
  crumb: 'Cloud LMS',
  title: 'Cloud Learning Management System',
  description:
    'Courses, assignments, attendance and parent communication in one secure cloud LMS hosted in India, from a single school to a multi-campus university.',
} as const satisfies PageSeo;
