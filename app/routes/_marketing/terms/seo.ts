import type { HindiSeo, PageSeo } from '#app/components/marketing/page-meta.ts';

export const termsSeo = {
  path: '/terms',
  crumb: 'Terms of Service',
  title: 'Terms of Service',
  description: 'The terms that govern the use of our website, learning products and services, under the laws of India.',
} as const satisfies PageSeo;

/** The Hindi page's name and search snippet (its /hi page). */
export const termsSeoHi = {
  crumb: 'सेवा की शर्तें',
  title: 'सेवा की शर्तें',
  description: 'भारत के कानूनों के अंतर्गत हमारी वेबसाइट, अधिगम उत्पादों और सेवाओं के उपयोग पर लागू शर्तें।',
} as const satisfies HindiSeo;
