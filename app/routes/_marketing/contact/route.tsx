import { pageMeta, type PageHandle } from '#app/components/marketing/page-meta.ts';
import { contactSeo, contactSeoHi } from './seo.ts';
import { StaticHtml, staticContent, staticRoute } from '#app/lib/static-html.tsx';
import { FormBeside } from '../page-frame.tsx';
import { deferredForm } from '#app/lib/deferred-form.ts';

export const handle: PageHandle = { seo: contactSeo, hi: contactSeoHi };

export const meta = pageMeta(handle);

/** The form's code loads when the visitor first uses it (`deferred`, on interaction). */
const ContactForm = deferredForm(() => import('#app/features/contact/contact-us-form.tsx'), 'ContactUsForm');

const content = () => import('./view.tsx');
const Hero = staticContent(content, 'Hero');
const ContactAside = staticContent(content, 'ContactAside');

export default staticRoute(function Page() {
  return (
    <>
      <StaticHtml content={Hero} />
      <FormBeside tone="muted" form={<ContactForm />} aside={<StaticHtml content={ContactAside} />} />
    </>
  );
});
