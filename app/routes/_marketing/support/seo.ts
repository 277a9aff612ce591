import type { PageSeo } from '#app/components/marketing/page-meta.ts';

export const supportSeo = {
  path: '/support',
  crumb: 'Support Center',
  title: 'Support Center',
  description:
    'Answers to common questions, video tutorials and help from our support team, Monday to Friday 9am-6pm IST, by phone, email or message.',
} as const satisfies PageSeo;
