import type { HindiSeo, PageSeo } from '#app/components/marketing/page-meta.ts';

export const privacySeo = {
  path: '/privacy',
  crumb: 'Privacy Policy',
  title: 'Privacy Policy',
  description:
    'How we collect, use, share and protect personal data, in line with the Digital Personal Data Protection Act, 2023.',
} as const satisfies PageSeo;

/** The Hindi page's name and search snippet (its /hi page). */
export const privacySeoHi = {
  crumb: 'निजता नीति',
  title: 'निजता नीति',
  description:
    'डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के अनुरूप हम व्यक्तिगत डेटा कैसे एकत्र करते हैं, उसका उपयोग करते हैं, साझा करते हैं और सुरक्षित रखते हैं।',
} as const satisfies HindiSeo;
