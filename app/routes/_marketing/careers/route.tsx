import { marketingMeta, type PageHandle } from '#app/components/marketing/page-meta.ts';
import { careersSeo } from './seo.ts';
import { deferred, StaticHtml, staticContent, staticRoute } from '#app/lib/static-html.tsx';

export const handle: PageHandle = { seo: careersSeo };

export const meta = () => marketingMeta(careersSeo);

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
