import type { Route } from './+types/route.ts';
import { localizeDates } from '#app/components/marketing/local-date.tsx';
import { marketingMeta, type PageHandle } from '#app/components/marketing/page-meta.ts';
import { termsSeo, termsSeoHi } from './seo.ts';
import { StaticHtml, staticContent, staticRoute } from '#app/lib/static-html.tsx';

export const handle: PageHandle = { seo: termsSeo, hi: termsSeoHi };

export const meta: Route.MetaFunction = ({ location }) => marketingMeta(handle, location.pathname);

/** When the HTML was rendered (build time for the prerendered page); the browser then shows today. */
export function loader() {
  return { renderedAt: new Date().toISOString() };
}

const Content = staticContent(() => import('./view.tsx'), 'Page');

export default staticRoute(function Page() {
  return <StaticHtml content={Content} enhance={localizeDates} />;
});
