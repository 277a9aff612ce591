import { marketingMeta, type PageHandle } from '#app/components/marketing/page-meta.ts';
import { Section } from '#app/components/marketing/section.tsx';
import { supportSeo } from './seo.ts';
import { deferred, StaticHtml, staticContent, staticRoute } from '#app/lib/static-html.tsx';

/** The FAQ's schema.org FAQPage is in the page's content (pages/support.tsx). */
export const handle: PageHandle = { seo: supportSeo };

export const meta = () => marketingMeta(supportSeo);

/** The form's code loads when the visitor first uses it (`deferred`, on interaction). */
const SupportForm = deferred(() => import('#app/features/contact/support-form.tsx').then((m) => m.SupportForm), {
  when: 'interaction',
});

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
