import { localizeDates } from '../../components/marketing/local-date.tsx';
import { marketingMeta, pageTrail } from '../../components/marketing/page-meta.ts';
import { termsSeo } from '../../content/seo/terms.ts';
import { StaticHtml, staticContent, staticRoute } from '../../lib/static-html.tsx';

export const meta = () => marketingMeta(termsSeo, pageTrail(termsSeo.path, termsSeo.crumb));

/** When the HTML was rendered (build time for the prerendered page); the browser then shows today. */
export function loader() {
  return { renderedAt: new Date().toISOString() };
}

const Content = staticContent(() => import('../../components/pages/terms.tsx'), 'Page');

export default staticRoute(function Page() {
  return <StaticHtml content={Content} enhance={localizeDates} />;
});
