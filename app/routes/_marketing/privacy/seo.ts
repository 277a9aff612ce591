import type { PageSeo } from '#app/components/marketing/page-meta.ts';

export const privacySeo = {
  path: '/privacy',
  crumb: 'Privacy Policy',
  title: 'Privacy Policy',
  description:
    'How we collect, use, share and protect personal data, in line with the Digital Personal Data Protection Act, 2023.',
} as const satisfies PageSeo;
