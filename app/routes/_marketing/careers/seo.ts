import type { HindiSeo, PageSeo } from '#app/components/marketing/page-meta.ts';

export const careersSeo = {
  path: '/careers',
  crumb: 'Careers',
  title: 'Careers',
  description:
    'Join our team in Jaipur building AI, AR/VR and cloud learning technology for Indian classrooms. See current openings or send an open application.',
} as const satisfies PageSeo;

/** The Hindi page's name and search snippet (its /hi page). */
export const careersSeoHi = {
  crumb: 'करियर',
  title: 'करियर',
  description:
    'जयपुर में हमारी टीम से जुड़ें और भारतीय कक्षाओं के लिए AI, AR/VR और क्लाउड आधारित अधिगम तकनीक बनाएँ। वर्तमान रिक्त पद देखें या सामान्य आवेदन भेजें।',
} as const satisfies HindiSeo;
