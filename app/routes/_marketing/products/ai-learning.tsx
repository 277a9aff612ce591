import { marketingMeta, pageTrail } from '../../../components/marketing/page-meta.ts';
import { aiLearningSeo } from '../../../content/seo/ai-learning.ts';
import { StaticHtml, staticContent, staticRoute } from '../../../lib/static-html.tsx';

export const meta = () => marketingMeta(aiLearningSeo, pageTrail(aiLearningSeo.path, aiLearningSeo.crumb));

const Content = staticContent(() => import('../../../components/pages/products/ai-learning.tsx'), 'Page');

export default staticRoute(function Page() {
  return <StaticHtml content={Content} />;
});
