import { marketingMeta, pageTrail } from '../../components/marketing/page-meta.ts';
import { caseStudiesSeo } from '../../content/seo/case-studies.ts';
import { StaticHtml, staticContent, staticRoute } from '../../lib/static-html.tsx';

export const meta = () => marketingMeta(caseStudiesSeo, pageTrail(caseStudiesSeo.path, caseStudiesSeo.crumb));

const Content = staticContent(() => import('../../components/pages/case-studies.tsx'), 'Page');

export default staticRoute(function Page() {
  return <StaticHtml content={Content} />;
});
