import type { PageSeo } from '#app/components/marketing/page-meta.ts';

export const contactSeo = {
  path: '/contact',
  crumb: 'Contact Us',
  title: 'Contact Us',
  description:
    'Talk to our team in Jaipur about AI adaptive learning, virtual labs, the Cloud LMS or an enterprise rollout. We reply within one working day.',
} as const satisfies PageSeo;
