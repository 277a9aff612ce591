import { useLoaderData } from 'react-router';
import { LegalDocumentView } from '#app/components/marketing/legal-document.tsx';
import { termsOfService } from './copy.ts';

/** The page's content: static HTML (app/lib/static-html.tsx). */
export function Page() {
  const { renderedAt } = useLoaderData<{ renderedAt: string }>();
  return <LegalDocumentView document={termsOfService} renderedAt={renderedAt} numbered />;
}
