import type { Route } from './+types/route.ts';
import { marketingMeta, type PageHandle } from '#app/components/marketing/page-meta.ts';
import { Section } from '#app/components/marketing/section.tsx';
import { contactSeo, contactSeoHi } from './seo.ts';
import { deferred, StaticHtml, staticContent, staticRoute } from '#app/lib/static-html.tsx';

export const handle: PageHandle = { seo: contactSeo, hi: contactSeoHi };

export const meta: Route.MetaFunction = ({ location }) => marketingMeta(handle, location.pathname);

/** The form's code loads when the visitor first uses it (`deferred`, on interaction). */
const ContactForm = deferred(
  () => import('#app/features/contact/contact-us-form.tsx').then((m) => m.wordsReady.then(() => m.ContactUsForm)),
  {
    when: 'interaction',
  },
);

const content = () => import('./view.tsx');
const Hero = staticContent(content, 'Hero');
const ContactAside = staticContent(content, 'ContactAside');

export default staticRoute(function Page() {
  return (
    <>
      <StaticHtml content={Hero} />
      <Section tone="muted">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <ContactForm />
          </div>
          <StaticHtml content={ContactAside} />
        </div>
      </Section>
    </>
  );
});
