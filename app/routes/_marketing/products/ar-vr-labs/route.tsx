import { pageMeta, type PageHandle } from '#app/components/marketing/page-meta.ts';
import { StaticHtml, staticContent, staticRoute } from '#app/lib/static-html.tsx';
import { arVrLabsSeo, arVrLabsSeoHi } from './seo.ts';

export const handle: PageHandle = { seo: arVrLabsSeo, hi: arVrLabsSeoHi };

export const meta = pageMeta(handle);

const Content = staticContent(() => import('./view.tsx'), 'Page');

export default staticRoute(function Page() {
  return <StaticHtml content={Content} />;
});
