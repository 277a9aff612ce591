import { pageMeta, type PageHandle } from '#app/components/marketing/page-meta.ts';
import { sitemapSeo, sitemapSeoHi } from './seo.ts';
import { StaticHtml, staticContent, staticRoute } from '#app/lib/static-html.tsx';

export const handle: PageHandle = { seo: sitemapSeo, hi: sitemapSeoHi };

export const meta = pageMeta(handle);

const Content = staticContent(() => import('./view.tsx'), 'Page');

export default staticRoute(function Page() {
  return <StaticHtml content={Content} />;
});
