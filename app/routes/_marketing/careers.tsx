import { marketingMeta, pageTrail } from '../../components/marketing/page-meta.ts';
import { careersSeo } from '../../content/seo/careers.ts';
import { StaticHtml, staticContent, staticRoute } from '../../lib/static-html.tsx';

export const meta = () => marketingMeta(careersSeo, pageTrail(careersSeo.path, careersSeo.crumb));

const Content = staticContent(() => import('../../components/pages/careers.tsx'), 'Page');

export default staticRoute(function Page() {
  return <StaticHtml content={Content} />;
});
