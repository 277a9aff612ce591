/**
 * Document titles (the site name is appended by `seo()`) and meta descriptions of the inner
 * marketing pages, kept short enough for search results (about 155 characters): one module per
 * page in ./seo/, so each page's JavaScript carries its own entry, not every page's.
 */
export type PageSeo = {
  readonly path: string;
  /** The page's label in its breadcrumb trail (the same words the page shows; content.test.ts). */
  readonly crumb: string;
  readonly title: string;
  readonly description: string;
};

export const sitemapPage = {
  eyebrow: 'Sitemap',
  heading: 'Find your way around',
  intro: 'Every page of our website, grouped by topic.',
  externalNote: 'opens our profile on',
} as const;
