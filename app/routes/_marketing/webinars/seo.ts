import type { HindiSeo, PageSeo } from '#app/components/marketing/page-meta.ts';

export const webinarsSeo = {
  path: '/webinars',
  crumb: 'Webinars',
  title: 'Webinars',
  description:
    'Free live webinars on AI, immersive learning and digital transformation in education, plus recordings of past sessions.',
} as const satisfies PageSeo;

/** The Hindi page's name and search snippet (its /hi page). */
export const webinarsSeoHi = {
  crumb: 'वेबिनार',
  title: 'वेबिनार',
  description: 'शिक्षा में AI, इमर्सिव अधिगम और डिजिटल परिवर्तन पर निःशुल्क लाइव वेबिनार, साथ ही पिछले सत्रों की रिकॉर्डिंग।',
} as const satisfies HindiSeo;
