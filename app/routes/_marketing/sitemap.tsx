import { marketingMeta, pageTrail } from '../../components/marketing/page-meta.ts';
import { sitemapSeo } from '../../content/seo/sitemap.ts';
import { StaticHtml, staticContent, staticRoute } from '../../lib/static-html.tsx';

export const meta = () => marketingMeta(sitemapSeo, pageTrail(sitemapSeo.path, sitemapSeo.crumb));

const Content = staticContent(() => import('../../components/pages/sitemap.tsx'), 'Page');

export default staticRoute(function Page() {
  return <StaticHtml content={Content} />;
});
