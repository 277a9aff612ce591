import { data, Link, type MetaFunction } from 'react-router';
import { langOfPath, pathInLang } from '../../rules/languages.ts';
import { NotFound } from '../components/not-found.tsx';
import { useLang } from '../lib/lang.ts';
import type { Route } from './+types/not-found.ts';
import { notFoundCopy, notFoundCopyHi } from './not-found-copy.ts';

export const meta: MetaFunction = ({ location }) => [
  { title: langOfPath(location.pathname) === 'hi' ? notFoundCopyHi.metaTitle : notFoundCopy.metaTitle },
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  context.logger.warn({ path: url.pathname }, 'page not found');
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  const lang = useLang();
  if (lang === 'en') return <NotFound />;
  // A path under /hi: the same page in Hindi (the shared component is English only for now).
  const copy = notFoundCopyHi;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">{copy.code}</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{copy.heading}</h1>
      <p className="mt-2 text-slate-600">{copy.text}</p>
      <Link
        to={pathInLang('/', lang)}
        className="mt-8 rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        {copy.homeLink}
      </Link>
    </section>
  );
}
