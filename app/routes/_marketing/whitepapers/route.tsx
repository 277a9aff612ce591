import { pageMeta, type PageHandle } from '#app/components/marketing/page-meta.ts';
import { Section } from '#app/components/marketing/section.tsx';
import { selectWhitepaper } from './whitepaper-download.ts';
import { whitepapersSeo, whitepapersSeoHi } from './seo.ts';
import { deferred, StaticHtml, staticContent, staticRoute } from '#app/lib/static-html.tsx';
import { contentLoader } from '#app/lib/content-load.server.ts';

/**
 * The whitepapers are content (ADR 038): server rendered per request and kept in the page cache
 * until the content changes; the cards and the access form's choices are the live ones.
 */
export const loader = contentLoader(['whitepaper']);

export const handle: PageHandle = { seo: whitepapersSeo, hi: whitepapersSeoHi };

export const meta = pageMeta(handle);

/** The access form's code loads when the visitor first uses it (`deferred`, on interaction). */
const WhitepaperAccess = deferred(
  () =>
    Promise.all([import('#app/features/contact/whitepaper-access-form.tsx'), import('./use-whitepapers.ts')]).then(
      ([{ WhitepaperAccessForm, wordsReady }, { useWhitepapers }]) =>
        wordsReady.then(
          () =>
            function WhitepaperAccess() {
              return <WhitepaperAccessForm papers={useWhitepapers()} />;
            },
        ),
    ),
  { when: 'interaction' },
);

const content = () => import('./view.tsx');
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
