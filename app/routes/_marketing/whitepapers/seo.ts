import type { HindiSeo, PageSeo } from '#app/components/marketing/page-meta.ts';

export const whitepapersSeo = {
  path: '/whitepapers',
  crumb: 'Whitepapers',
  title: 'Whitepapers and Research',
  description:
    'Free in-depth research on adaptive learning, virtual labs, learning analytics, responsible AI and future skills in Indian education.',
} as const satisfies PageSeo;

/** The Hindi page's name and search snippet (its /hi page). */
export const whitepapersSeoHi = {
  crumb: 'श्वेत पत्र',
  title: 'श्वेत पत्र और शोध',
  description:
    'भारतीय शिक्षा में अनुकूली अधिगम, वर्चुअल प्रयोगशालाओं, अधिगम विश्लेषण, उत्तरदायी AI और भविष्य के कौशल पर निःशुल्क विस्तृत शोध।',
} as const satisfies HindiSeo;
