/**
 * Static routes rendered to HTML at build time (their content never depends on the request).
 * Dynamic routes (blog, accounts) are server rendered per request.
 */
export const prerenderPaths: string[] = [
  '/',
  '/products/ai-learning',
  '/products/ar-vr-labs',
  '/products/cloud-lms',
  '/products/ai-teacher',
  '/products/enterprise',
  '/careers',
  '/case-studies',
  '/whitepapers',
  '/webinars',
  '/support',
  '/contact',
  '/privacy',
  '/terms',
  '/sitemap',
];
