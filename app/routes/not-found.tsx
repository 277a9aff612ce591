import { data, type MetaFunction } from 'react-router';
import { langOfPath } from '#rules/languages.ts';
import { NotFound } from '../components/not-found.tsx';
import { notFoundCopyIn } from '../components/not-found-copy.ts';
import type { Route } from './+types/not-found.ts';

export const meta: MetaFunction = ({ location }) => [
  { title: notFoundCopyIn(langOfPath(location.pathname)).metaTitle },
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  context.logger.warn({ path: url.pathname }, 'page not found');
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
