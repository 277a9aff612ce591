import { useLoaderData } from 'react-router';
import { LegalDocumentView } from '#app/components/marketing/legal-document.tsx';
import { privacyPolicy as english } from './copy.ts';
import { privacyPolicyHi } from './copy.hi.ts';
import { useLang } from '#app/lib/lang.ts';

/** The page's content: static HTML (app/lib/static-html.tsx). */
export function Page() {
  const { renderedAt } = useLoaderData<{ renderedAt: string }>();
  const privacyPolicy = useLang() === 'hi' ? privacyPolicyHi : english;
  return <LegalDocumentView document={privacyPolicy} renderedAt={renderedAt} />;
}
