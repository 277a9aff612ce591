import { pageMeta, type PageHandle } from '#app/components/marketing/page-meta.ts';
import { contactSeo, contactSeoHi } from './seo.ts';
import { formBesidePage } from '../page-frame.tsx';
import { deferredForm } from '#app/lib/deferred-form.ts';

export const handle: PageHandle = { seo: contactSeo, hi: contactSeoHi };

export const meta = pageMeta(handle);

/** The form's code loads when the visitor first uses it (`deferred`, on interaction). */
const ContactForm = deferredForm(() => import('#app/features/contact/contact-us-form.tsx'), 'ContactUsForm');

export default formBesidePage({
  view: () => import('./view.tsx'),
  top: 'Hero',
  aside: 'ContactAside',
  form: ContactForm,
  tone: 'muted',
});
