import { useLoaderData } from 'react-router';
import { LegalDocumentView } from '#app/components/marketing/legal-document.tsx';
import { privacyPolicy } from './copy.ts';

/** The page's content: static HTML (app/lib/static-html.tsx). */
export function Page() {
  const { renderedAt } = useLoaderData<{ renderedAt: string }>();
  return <LegalDocumentView document={privacyPolicy} renderedAt={renderedAt} />;
}
