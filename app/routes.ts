import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // Marketing pages (prerendered: see prerender.ts)
  index('routes/_marketing/home.tsx'),
  route('products/ai-learning', 'routes/_marketing/products/ai-learning.tsx'),
  route('products/ar-vr-labs', 'routes/_marketing/products/ar-vr-labs.tsx'),
  route('products/cloud-lms', 'routes/_marketing/products/cloud-lms.tsx'),
  route('products/ai-teacher', 'routes/_marketing/products/ai-teacher.tsx'),
  route('products/enterprise', 'routes/_marketing/products/enterprise.tsx'),
  route('careers', 'routes/_marketing/careers.tsx'),
  route('case-studies', 'routes/_marketing/case-studies.tsx'),
  route('whitepapers', 'routes/_marketing/whitepapers.tsx'),
  route('webinars', 'routes/_marketing/webinars.tsx'),
  route('support', 'routes/_marketing/support.tsx'),
  route('contact', 'routes/_marketing/contact.tsx'),
  route('privacy', 'routes/_marketing/privacy.tsx'),
  route('terms', 'routes/_marketing/terms.tsx'),
  route('sitemap', 'routes/_marketing/sitemap.tsx'),
  route('social/:network', 'routes/_marketing/social.tsx'),

  // Machine-readable resources
  route('sitemap.xml', 'routes/resources/sitemap-xml.ts'),
  route('robots.txt', 'routes/resources/robots-txt.ts'),

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

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
