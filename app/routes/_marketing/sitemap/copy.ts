/** The sitemap page's words; its groups of links are the site's navigation (app/content/navigation.ts). */
export const sitemapPage = {
  heading: 'Find your way around',
  intro: 'Every page of our website, grouped by topic.',
  externalNote: 'opens our profile on',
} as const;
