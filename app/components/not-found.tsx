import { localPath } from '#app/lib/local-path.ts';
import { Link } from 'react-router';
import { useLang } from '../lib/lang.ts';
import { notFoundCopyIn } from './not-found-copy.ts';

/**
 * The 404 page, in the page's language: the catch-all route and the root error boundary both
 * render it, so /hi/unknown-page is Hindi either way and its home link goes to /hi.
 */
export function NotFound() {
  const lang = useLang();
  const copy = notFoundCopyIn(lang);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">{copy.code}</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{copy.heading}</h1>
      <p className="mt-2 text-slate-600">{copy.text}</p>
      <Link
        to={localPath('/', lang)}
        className="mt-8 rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        {copy.homeLink}
      </Link>
    </section>
  );
}
