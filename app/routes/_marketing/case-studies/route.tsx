import { pageMeta, type PageHandle } from '#app/components/marketing/page-meta.ts';
import { caseStudiesSeo, caseStudiesSeoHi } from './seo.ts';
import { StaticHtml, staticContent, staticRoute } from '#app/lib/static-html.tsx';
import { contentLoader } from '#app/lib/content-load.server.ts';

/**
 * The case studies are content (ADR 038): server rendered per request and kept in the page cache
 * until the content changes, so one published or unpublished in the studio shows without a build.
 */
export const loader = contentLoader(['case_study']);

export const handle: PageHandle = { seo: caseStudiesSeo, hi: caseStudiesSeoHi };

export const meta = pageMeta(handle);

const Content = staticContent(() => import('./view.tsx'), 'Page');

export default staticRoute(function Page() {
  return <StaticHtml content={Content} />;
});
