import type { HindiSeo, PageSeo } from '#app/components/marketing/page-meta.ts';

export const caseStudiesSeo = {
  path: '/case-studies',
  crumb: 'Case Studies',
  title: 'Case Studies',
  description:
    'How schools, colleges and education departments across Rajasthan raised learning outcomes and saved teachers time with our platform.',
} as const satisfies PageSeo;

/** The Hindi page's name and search snippet (its /hi page). */
export const caseStudiesSeoHi = {
  crumb: 'केस स्टडी',
  title: 'केस स्टडी',
  description:
    'राजस्थान के विद्यालयों, महाविद्यालयों और शिक्षा विभागों ने हमारे प्लेटफ़ॉर्म से अधिगम परिणाम कैसे सुधारे और शिक्षकों का समय कैसे बचाया।',
} as const satisfies HindiSeo;
