import { localizeDates } from '../../components/marketing/local-date.tsx';
import { marketingMeta, pageTrail } from '../../components/marketing/page-meta.ts';
import { privacySeo } from '../../content/seo/privacy.ts';
import { StaticHtml, staticContent, staticRoute } from '../../lib/static-html.tsx';

export const meta = () => marketingMeta(privacySeo, pageTrail(privacySeo.path, privacySeo.crumb));

/** When the HTML was rendered (build time for the prerendered page); the browser then shows today. */
export function loader() {
  return { renderedAt: new Date().toISOString() };
}

const Content = staticContent(() => import('../../components/pages/privacy.tsx'), 'Page');

export default staticRoute(function Page() {
  return <StaticHtml content={Content} enhance={localizeDates} />;
});
