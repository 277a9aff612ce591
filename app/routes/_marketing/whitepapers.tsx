import { marketingMeta, pageTrail } from '../../components/marketing/page-meta.ts';
import { Section } from '../../components/marketing/section.tsx';
import { selectWhitepaper } from '../../components/marketing/whitepaper-download.ts';
import { whitepapersSeo } from '../../content/seo/whitepapers.ts';
import { deferred, StaticHtml, staticContent, staticRoute } from '../../lib/static-html.tsx';

export const meta = () => marketingMeta(whitepapersSeo, pageTrail(whitepapersSeo.path, whitepapersSeo.crumb));

/** The access form's code loads when the browser is idle or the visitor first uses it (`deferred`). */
const WhitepaperAccess = deferred(() =>
  Promise.all([
    import('../../features/contact/whitepaper-access-form.tsx'),
    import('../../content/whitepapers.ts'),
  ]).then(
    ([{ WhitepaperAccessForm }, { whitepapers }]) =>
      function WhitepaperAccess() {
        return <WhitepaperAccessForm papers={whitepapers} />;
      },
  ),
);

const content = () => import('../../components/pages/whitepapers.tsx');
const Hero = staticContent(content, 'Hero');
const LibraryCards = staticContent(content, 'LibraryCards');
const CustomResearch = staticContent(content, 'CustomResearch');

export default staticRoute(function Page() {
  return (
    <>
      <StaticHtml content={Hero} />
      <Section tone="muted">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="lg:sticky lg:top-24 lg:order-last">
            <WhitepaperAccess />
          </div>
          <StaticHtml content={LibraryCards} onClick={selectWhitepaper} />
        </div>
      </Section>
      <StaticHtml content={CustomResearch} />
    </>
  );
});
