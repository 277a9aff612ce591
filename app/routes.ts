import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // Marketing pages, one folder each (prerendered: see lib/prerender-paths.ts)
  index('routes/_marketing/home/route.tsx'),
  route('products/ai-learning', 'routes/_marketing/products/ai-learning/route.tsx'),
  route('products/ar-vr-labs', 'routes/_marketing/products/ar-vr-labs/route.tsx'),
  route('products/cloud-lms', 'routes/_marketing/products/cloud-lms/route.tsx'),
  route('products/ai-teacher', 'routes/_marketing/products/ai-teacher/route.tsx'),
  route('products/enterprise', 'routes/_marketing/products/enterprise/route.tsx'),
  route('careers', 'routes/_marketing/careers/route.tsx'),
  route('case-studies', 'routes/_marketing/case-studies/route.tsx'),
  route('whitepapers', 'routes/_marketing/whitepapers/route.tsx'),
  route('webinars', 'routes/_marketing/webinars/route.tsx'),
  route('support', 'routes/_marketing/support/route.tsx'),
  route('contact', 'routes/_marketing/contact/route.tsx'),
  route('privacy', 'routes/_marketing/privacy/route.tsx'),
  route('terms', 'routes/_marketing/terms/route.tsx'),
  route('sitemap', 'routes/_marketing/sitemap/route.tsx'),
  route('social/:network', 'routes/_marketing/social.tsx'),

  // One search over the whole site, server rendered (docs/decisions/027)
  route('search', 'routes/search.tsx'),

  // Machine-readable resources
  route('sitemap.xml', 'routes/resources/sitemap-xml.ts'),
  route('robots.txt', 'routes/resources/robots-txt.ts'),
  // Preview images for social sites: pages' at build time, posts' on demand (docs/decisions/026)
  route('og/blog/:file', 'routes/resources/og-post-image.ts'),
  route('og/*', 'routes/resources/og-page-image.ts'),

  // Accounts (server rendered; /profile is guarded and client-rendered behind RequireAuth)
  route('signup', 'routes/_auth/signup.tsx'),
  route('login', 'routes/_auth/login.tsx'),
  route('forgot-password', 'routes/_auth/forgot-password.tsx'),
  route('reset-password', 'routes/_auth/reset-password.tsx'),
  route('profile', 'routes/profile.tsx'),

  // Blog (server rendered for readers; the editor routes are guarded)
  route('blog', 'routes/blog/index.tsx'),
  route('blog/create', 'routes/blog/create.tsx'),
  route('blog/edit/:id', 'routes/blog/edit.tsx'),
  route('blog/:id', 'routes/blog/post.tsx'),
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
    route('content/:id', 'routes/admin/content-entry.tsx'),
    route('content/:id/preview', 'routes/admin/content-preview.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('activity', 'routes/admin/activity.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
  ]),

  // Confirming an account's deletion from the emailed link (docs/decisions/032)
  route('account/delete', 'routes/account-delete.tsx'),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
