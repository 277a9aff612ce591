import { contentPagePaths } from '#rules/content-model.ts';
import { pathInLang } from '#rules/languages.ts';

export { contentPagePaths };

/**
 * The marketing pages (sitemap, benchmarks). Those not in contentPagePaths are static routes
 * rendered to HTML at build time (their content never depends on the request).
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

/** The same pages in Hindi (`/hi`, `/hi/contact`, …: app/routes.ts), prerendered alike. */
export const hindiPrerenderPaths: string[] = prerenderPaths.map((path) => pathInLang(path, 'hi'));
