import { marketingMeta, pageTrail } from '../../../components/marketing/page-meta.ts';
import { arVrLabsSeo } from '../../../content/seo/ar-vr-labs.ts';
import { StaticHtml, staticContent, staticRoute } from '../../../lib/static-html.tsx';

export const meta = () => marketingMeta(arVrLabsSeo, pageTrail(arVrLabsSeo.path, arVrLabsSeo.crumb));

const Content = staticContent(() => import('../../../components/pages/products/ar-vr-labs.tsx'), 'Page');

export default staticRoute(function Page() {
  return <StaticHtml content={Content} />;
});
