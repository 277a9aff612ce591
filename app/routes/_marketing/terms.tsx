import { useLoaderData } from 'react-router';
import { LegalDocumentView } from '../../components/marketing/legal-document.tsx';
import { marketingMeta, pageTrail } from '../../components/marketing/page-meta.ts';
import { termsOfService } from '../../content/legal.ts';
import { staticRoute } from '../../lib/static-route.ts';
import { termsSeo } from '../../content/seo/terms.ts';

const crumbs = pageTrail('/terms', termsOfService.title);

export const meta = () => marketingMeta(termsSeo, crumbs);

/** When the HTML was rendered (build time for the prerendered page); the browser then shows today. */
export function loader() {
  return { renderedAt: new Date().toISOString() };
}

export default staticRoute(function Page() {
  const { renderedAt } = useLoaderData<typeof loader>();
  return <LegalDocumentView document={termsOfService} crumbs={crumbs} renderedAt={renderedAt} numbered />;
});
