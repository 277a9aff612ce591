import { index, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The public pages that also have a Hindi version at `/hi/…` (issue #29, rules/languages.ts): the
 * same module serves both, reading the language from the URL (app/lib/lang.ts). Each Hindi route
 * has its own id, `hi/` and the English path. A page whose features keep their Hindi words out of
 * English pages' JavaScript has a Hindi route file of its own (`hindiFile`, `*.hi.tsx`): the
 * English module's exports, after the features' Hindi words (ADR 043).
 */
function withHindi(path: string | null, file: string, hindiFile = file): RouteConfigEntry[] {
  const english = path === null ? index(file) : route(path, file);
  const hindiPath = path === null ? 'hi' : `hi/${path}`;
  return [english, route(hindiPath, hindiFile, { id: hindiPath })];
}

export default [
  // Marketing pages, one folder each (prerendered: see lib/prerender-paths.ts)
  ...withHindi(null, 'routes/_marketing/home/route.tsx'),
  ...withHindi('products/ai-learning', 'routes/_marketing/products/ai-learning/route.tsx'),
  ...withHindi('products/ar-vr-labs', 'routes/_marketing/products/ar-vr-labs/route.tsx'),
  ...withHindi('products/cloud-lms', 'routes/_marketing/products/cloud-lms/route.tsx'),
  ...withHindi('products/ai-teacher', 'routes/_marketing/products/ai-teacher/route.tsx'),
  ...withHindi('products/enterprise', 'routes/_marketing/products/enterprise/route.tsx'),
  ...withHindi('careers', 'routes/_marketing/careers/route.tsx'),
  ...withHindi('case-studies', 'routes/_marketing/case-studies/route.tsx'),
  ...withHindi('whitepapers', 'routes/_marketing/whitepapers/route.tsx'),
  ...withHindi('webinars', 'routes/_marketing/webinars/route.tsx'),
  ...withHindi('support', 'routes/_marketing/support/route.tsx'),
  ...withHindi('contact', 'routes/_marketing/contact/route.tsx'),
  ...withHindi('privacy', 'routes/_marketing/privacy/route.tsx'),
  ...withHindi('terms', 'routes/_marketing/terms/route.tsx'),
  ...withHindi('sitemap', 'routes/_marketing/sitemap/route.tsx'),
  route('social/:network', 'routes/_marketing/social.tsx'),

  // One search over the whole site, server rendered (docs/decisions/027)
  ...withHindi('search', 'routes/search.tsx'),

  // Machine-readable resources
  route('sitemap.xml', 'routes/resources/sitemap-xml.ts'),
  route('robots.txt', 'routes/resources/robots-txt.ts'),
  // Preview images for social sites: pages' at build time, posts' on demand (docs/decisions/026)
  route('og/blog/:file', 'routes/resources/og-post-image.ts'),
  route('og/*', 'routes/resources/og-page-image.ts'),

  // Accounts (server rendered; /profile is guarded and client-rendered behind RequireAuth)
  ...withHindi('signup', 'routes/_auth/signup.tsx', 'routes/_auth/signup.hi.tsx'),
  ...withHindi('login', 'routes/_auth/login.tsx', 'routes/_auth/login.hi.tsx'),
  ...withHindi('forgot-password', 'routes/_auth/forgot-password.tsx', 'routes/_auth/forgot-password.hi.tsx'),
  ...withHindi('reset-password', 'routes/_auth/reset-password.tsx', 'routes/_auth/reset-password.hi.tsx'),
  // Where every auth e-mail links: opening it spends nothing, its button spends the link
  ...withHindi('auth/confirm', 'routes/_auth/auth-confirm.tsx', 'routes/_auth/auth-confirm.hi.tsx'),
  ...withHindi('profile', 'routes/profile.tsx', 'routes/profile.hi.tsx'),

  // Blog (server rendered for readers; the editor routes are guarded)
  ...withHindi('blog', 'routes/blog/index.tsx', 'routes/blog/index.hi.tsx'),
  route('blog/create', 'routes/blog/create.tsx'),
  route('blog/edit/:id', 'routes/blog/edit.tsx'),
  ...withHindi('blog/:id', 'routes/blog/post.tsx', 'routes/blog/post.hi.tsx'),
  route('rss.xml', 'routes/resources/rss-xml.ts'),

  // Staff area (docs/decisions/030): a 404 shell from the server; the role decides in the browser
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/index.tsx'),
    route('leads', 'routes/admin/leads.tsx'),
    route('leads/:id', 'routes/admin/lead.tsx'),
    route('webinars', 'routes/admin/webinars.tsx'),
    route('webinars/:id', 'routes/admin/webinar.tsx'),
    route('mail', 'routes/admin/mail.tsx'),
    route('comments', 'routes/admin/comments.tsx'),
    route('posts', 'routes/admin/posts.tsx'),
    // The content studio (docs/decisions/038)
    route('content', 'routes/admin/content.tsx'),
    route('content/images', 'routes/admin/content-images.tsx'),
    route('content/:id', 'routes/admin/content-entry.tsx'),
    route('content/:id/preview', 'routes/admin/content-preview.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('activity', 'routes/admin/activity.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
  ]),

  // Confirming an account's deletion from the emailed link (docs/decisions/032)
  ...withHindi('account/delete', 'routes/account-delete.tsx'),

  route('hi/*', 'routes/not-found.tsx', { id: 'hi/*' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
