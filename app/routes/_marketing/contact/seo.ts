import type { HindiSeo, PageSeo } from '#app/components/marketing/page-meta.ts';

export const contactSeo = {
  path: '/contact',
  crumb: 'Contact Us',
  title: 'Contact Us',
  description:
    'Talk to our team in Jaipur about AI adaptive learning, virtual labs, the Cloud LMS or an enterprise rollout. We reply within one working day.',
} as const satisfies PageSeo;

/** The Hindi page's name and search snippet (its /hi page). */
export const contactSeoHi = {
  crumb: 'संपर्क करें',
  title: 'संपर्क करें',
  description:
    'AI Adaptive Learning, वर्चुअल प्रयोगशालाओं, Cloud LMS या पूरे संस्थान में लागू करने के बारे में जयपुर स्थित हमारी टीम से बात करें। हम एक कार्य दिवस में उत्तर देते हैं।',
} as const satisfies HindiSeo;
