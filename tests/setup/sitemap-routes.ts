/**
 * The fixed routes the sitemap page links (product spec: Sitemap): every page, every product page
 * and the social links. The unit test reads the sitemap's content, the e2e test the rendered page.
 */
export const sitemapRoutes = [
  '/',
  '/signup',
  '/login',
  '/profile',
  '/blog',
  '/blog/create',
  '/contact',
  '/careers',
  '/support',
  '/sitemap',
  '/privacy',
  '/terms',
  '/case-studies',
  '/whitepapers',
  '/webinars',
  '/products/ai-learning',
  '/products/ar-vr-labs',
  '/products/cloud-lms',
  '/products/ai-teacher',
  '/products/enterprise',
  '/social/twitter',
  '/social/instagram',
  '/social/linkedin',
  '/social/facebook',
];
