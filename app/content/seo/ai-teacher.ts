import type { PageSeo } from '../page-seo.ts';

export const aiTeacherSeo = {
  path: '/products/ai-teacher',
  crumb: 'AI Teacher Assistants',
  title: 'AI Teacher Assistants',
  description:
    'Privacy-first AI assistants that draft lesson plans, question papers and feedback. Available as LMS integration, desktop and mobile apps, or API.',
} as const satisfies PageSeo;
