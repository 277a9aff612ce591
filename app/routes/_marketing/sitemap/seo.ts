import type { HindiSeo, PageSeo } from '#app/components/marketing/page-meta.ts';

export const sitemapSeo = {
  path: '/sitemap',
  crumb: 'Sitemap',
  title: 'Sitemap',
  description:
    'Every page of our website in one place: solutions, resources, company pages, account pages and legal pages.',
} as const satisfies PageSeo;

/** The Hindi page's name and search snippet (its /hi page). */
export const sitemapSeoHi = {
  crumb: 'साइटमैप',
  title: 'साइटमैप',
  description: 'हमारी वेबसाइट के सभी पृष्ठ एक स्थान पर: समाधान, संसाधन, कंपनी के पृष्ठ, खाते के पृष्ठ और विधिक पृष्ठ।',
} as const satisfies HindiSeo;
