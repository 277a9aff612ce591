import { marketingMeta, type PageHandle } from '#app/components/marketing/page-meta.ts';
import { sitemapSeo } from './seo.ts';
import { StaticHtml, staticContent, staticRoute } from '#app/lib/static-html.tsx';

export const handle: PageHandle = { seo: sitemapSeo };

export const meta = () => marketingMeta(sitemapSeo);

const Content = staticContent(() => import('./view.tsx'), 'Page');

export default staticRoute(function Page() {
  return <StaticHtml content={Content} />;
});
