import { useLoaderData } from 'react-router';
import { LegalDocumentView } from '#app/components/marketing/legal-document.tsx';
import { termsOfService as english } from './copy.ts';
import { termsOfServiceHi } from './copy.hi.ts';
import { useLang } from '#app/lib/lang.ts';

/** The page's content: static HTML (app/lib/static-html.tsx). */
export function Page() {
  const { renderedAt } = useLoaderData<{ renderedAt: string }>();
  const termsOfService = useLang() === 'hi' ? termsOfServiceHi : english;
  return <LegalDocumentView document={termsOfService} renderedAt={renderedAt} numbered />;
}
