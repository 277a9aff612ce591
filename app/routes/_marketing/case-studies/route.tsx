import { marketingMeta, type PageHandle } from '#app/components/marketing/page-meta.ts';
import { caseStudiesSeo } from './seo.ts';
import { StaticHtml, staticContent, staticRoute } from '#app/lib/static-html.tsx';

export const handle: PageHandle = { seo: caseStudiesSeo };

export const meta = () => marketingMeta(caseStudiesSeo);

const Content = staticContent(() => import('./view.tsx'), 'Page');

export default staticRoute(function Page() {
  return <StaticHtml content={Content} />;
});
