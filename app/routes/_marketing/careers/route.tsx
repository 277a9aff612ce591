import { pageMeta, type PageHandle } from '#app/components/marketing/page-meta.ts';
import { careersSeo, careersSeoHi } from './seo.ts';
import { deferred, StaticHtml, staticContent, staticRoute } from '#app/lib/static-html.tsx';
import { loadContent } from '#app/lib/content-load.server.ts';
import { openingFromRow } from '#rules/content-model.ts';
import type { Route } from './+types/route.ts';

/**
 * The openings are content (ADR 038): server rendered per request and kept in the page cache. A
 * closed opening leaves the page entirely: not in its HTML, its JSON-LD or the data it hydrates
 * from (its applications are refused by server/careers/applications.ts).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const openings = await loadContent(context, ['opening']);
  return { content: openings.filter((row) => openingFromRow(row).open) };
}

export const handle: PageHandle = { seo: careersSeo, hi: careersSeoHi };

export const meta = pageMeta(handle);

const Content = staticContent(() => import('./view.tsx'), 'Page');

/** Apply Now and Send Open Application open the application form once this has loaded (idle). */
const ApplicationLauncher = deferred(() => import('./application-launcher.tsx').then((m) => m.ApplicationLauncher));

export default staticRoute(function Page() {
  return (
    <>
      <StaticHtml content={Content} />
      <ApplicationLauncher />
    </>
  );
});
