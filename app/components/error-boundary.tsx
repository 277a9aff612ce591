import { isRouteErrorResponse, useRouteError } from 'react-router';
import { localPath } from '../lib/local-path.ts';
import { useLang } from '../lib/lang.ts';
import { errorCopyIn } from './error-copy.ts';
import { NotFound } from './not-found.tsx';

/**
 * The one error boundary: expected 404s render the not-found page; anything else a short apology,
 * in the page's language (Hindi under /hi, its home link /hi).
 */
export function SiteErrorBoundary() {
  const error = useRouteError();
  const lang = useLang();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const copy = errorCopyIn(lang);
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{copy.heading}</h1>
      <p className="mt-2 text-slate-600">{status >= 500 ? copy.serverError : copy.requestError}</p>
      <a href={localPath('/', lang)} className="mt-8 inline-block font-medium text-brand-700 underline">
        {copy.homeLink}
      </a>
    </section>
  );
}
