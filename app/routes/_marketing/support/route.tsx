import { pageMeta, type PageHandle } from '#app/components/marketing/page-meta.ts';
import { supportSeo, supportSeoHi } from './seo.ts';
import { contentLoader } from '#app/lib/content-load.server.ts';
import { formBesidePage } from '../page-frame.tsx';
import { deferredForm } from '#app/lib/deferred-form.ts';

/**
 * The FAQ entries are content (ADR 038): server rendered per request and kept in the page cache
 * until the content changes, so one published or unpublished in the studio shows without a build.
 */
export const loader = contentLoader(['faq']);

/** The FAQ's schema.org FAQPage is in the page's content (view.tsx), built from the live entries. */
export const handle: PageHandle = { seo: supportSeo, hi: supportSeoHi };

export const meta = pageMeta(handle);

/** The form's code loads when the visitor first uses it (`deferred`, on interaction). */
const SupportForm = deferredForm(() => import('#app/features/contact/support-form.tsx'), 'SupportForm');

export default formBesidePage({
  view: () => import('./view.tsx'),
  top: 'SupportTop',
  aside: 'SupportContact',
  form: SupportForm,
});
