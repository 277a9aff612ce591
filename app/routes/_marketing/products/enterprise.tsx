import { marketingMeta, pageTrail } from '../../../components/marketing/page-meta.ts';
import { enterpriseSeo } from '../../../content/seo/enterprise.ts';
import { StaticHtml, staticContent, staticRoute } from '../../../lib/static-html.tsx';

export const meta = () => marketingMeta(enterpriseSeo, pageTrail(enterpriseSeo.path, enterpriseSeo.crumb));

const Content = staticContent(() => import('../../../components/pages/products/enterprise.tsx'), 'Page');

export default staticRoute(function Page() {
  return <StaticHtml content={Content} />;
});
