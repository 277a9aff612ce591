import { marketingMeta, pageTrail } from '../../../components/marketing/page-meta.ts';
import { cloudLmsSeo } from '../../../content/seo/cloud-lms.ts';
import { StaticHtml, staticContent, staticRoute } from '../../../lib/static-html.tsx';

export const meta = () => marketingMeta(cloudLmsSeo, pageTrail(cloudLmsSeo.path, cloudLmsSeo.crumb));

const Content = staticContent(() => import('../../../components/pages/products/cloud-lms.tsx'), 'Page');

export default staticRoute(function Page() {
  return <StaticHtml content={Content} />;
});
