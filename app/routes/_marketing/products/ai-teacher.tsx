import { marketingMeta, pageTrail } from '../../../components/marketing/page-meta.ts';
import { aiTeacherSeo } from '../../../content/seo/ai-teacher.ts';
import { StaticHtml, staticContent, staticRoute } from '../../../lib/static-html.tsx';

export const meta = () => marketingMeta(aiTeacherSeo, pageTrail(aiTeacherSeo.path, aiTeacherSeo.crumb));

const Content = staticContent(() => import('../../../components/pages/products/ai-teacher.tsx'), 'Page');

export default staticRoute(function Page() {
  return <StaticHtml content={Content} />;
});
