import { useLoaderData } from 'react-router';
import { LegalDocumentView } from '../../components/marketing/legal-document.tsx';
import { pageTrail } from '../../components/marketing/page-meta.ts';
import { privacyPolicy } from '../../content/legal.ts';

const crumbs = pageTrail('/privacy', privacyPolicy.title);

/** The page's content: static HTML (app/lib/static-html.tsx). */
export function Page() {
  const { renderedAt } = useLoaderData<{ renderedAt: string }>();
  return <LegalDocumentView document={privacyPolicy} crumbs={crumbs} renderedAt={renderedAt} />;
}
