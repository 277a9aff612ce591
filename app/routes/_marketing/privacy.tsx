import { useLoaderData } from 'react-router';
import { LegalDocumentView } from '../../components/marketing/legal-document.tsx';
import { marketingMeta, pageTrail } from '../../components/marketing/page-meta.ts';
import { privacyPolicy } from '../../content/legal.ts';
import { staticRoute } from '../../lib/static-route.ts';
import { privacySeo } from '../../content/seo/privacy.ts';

const crumbs = pageTrail('/privacy', privacyPolicy.title);

export const meta = () => marketingMeta(privacySeo, crumbs);

/** When the HTML was rendered (build time for the prerendered page); the browser then shows today. */
export function loader() {
  return { renderedAt: new Date().toISOString() };
}

export default staticRoute(function Page() {
  const { renderedAt } = useLoaderData<typeof loader>();
  return <LegalDocumentView document={privacyPolicy} crumbs={crumbs} renderedAt={renderedAt} />;
});
