import { marketingMeta, type PageHandle } from '#app/components/marketing/page-meta.ts';
import { Section } from '#app/components/marketing/section.tsx';
import { supportSeo, supportSeoHi } from './seo.ts';
import { deferred, StaticHtml, staticContent, staticRoute } from '#app/lib/static-html.tsx';
import { loadContent } from '#app/lib/content-load.server.ts';
import type { Route } from './+types/route.ts';

/**
 * The FAQ entries are content (ADR 038): server rendered per request and kept in the page cache
 * until the content changes, so one published or unpublished in the studio shows without a build.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadContent(context, ['faq']) };
}

/** The FAQ's schema.org FAQPage is in the page's content (view.tsx), built from the live entries. */
export const handle: PageHandle = { seo: supportSeo, hi: supportSeoHi };

export const meta: Route.MetaFunction = ({ location }) => marketingMeta(handle, location.pathname);

/** The form's code loads when the visitor first uses it (`deferred`, on interaction). */
const SupportForm = deferred(
  () => import('#app/features/contact/support-form.tsx').then((m) => m.wordsReady.then(() => m.SupportForm)),
  {
    when: 'interaction',
  },
);

const content = () => import('./view.tsx');
const SupportTop = staticContent(content, 'SupportTop');
const SupportContact = staticContent(content, 'SupportContact');

export default staticRoute(function Page() {
  return (
    <>
      <StaticHtml content={SupportTop} />
      <Section>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <SupportForm />
          </div>
          <StaticHtml content={SupportContact} />
        </div>
      </Section>
    </>
  );
});
