import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from './not-found.tsx';

/** The one error boundary: expected 404s render the not-found page; anything else a short apology. */
export function SiteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="mt-2 text-slate-600">
        {status >= 500
          ? 'An unexpected error occurred. Please try again in a moment.'
          : 'This request could not be completed.'}
      </p>
      <a href="/" className="mt-8 inline-block font-medium text-brand-700 underline">
        Return to Home
      </a>
    </section>
  );
}
