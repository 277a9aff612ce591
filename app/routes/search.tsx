import { data, Form, Link } from 'react-router';
import { Snippet } from '../components/search/snippet.tsx';
import { SearchIcon } from '../components/icons/chrome.tsx';
import {
  normalizeSearchQuery,
  searchKindLabels,
  searchMessages,
  searchQueryMaxLength,
  type SearchResponse,
} from '../../rules/site-search.ts';
import type { Route } from './+types/search.ts';

type LoaderData = { q: string; error: string | null; response: SearchResponse | null };

/**
 * /search?q=…: the whole site's search, rendered on the server (it works without JavaScript and
 * is never indexed). The search runs in-process (load context `siteSearch`, ADR 027).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get('q') ?? '';
  const query = normalizeSearchQuery(raw);
  if (!query.ok)
    return data<LoaderData>({ q: raw.slice(0, searchQueryMaxLength), error: query.message, response: null }, 400);
  if (!query.q) return data<LoaderData>({ q: '', error: null, response: null });
  try {
    return data<LoaderData>({ q: query.q, error: null, response: await context.siteSearch(query.q) });
  } catch (err) {
    context.logger.error({ err }, 'site search failed');
    return data<LoaderData>({ q: query.q, error: searchMessages.failed, response: null }, 503);
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded?.q ? `Search: ${loaded.q} | Aravali Learning` : 'Search | Aravali Learning' },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => ({ 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store' });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, error, response } = loaderData;
  const results = response?.results ?? [];
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Search</h1>
      <Form method="get" action="/search" role="search" className="mt-6 flex gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          Search the site
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={q}
          key={q}
          maxLength={searchQueryMaxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'search-page-error' : undefined}
          placeholder="Products, answers, posts…"
          className="h-11 w-full rounded-md border border-slate-300 px-3 text-base focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <button
          type="submit"
          className="inline-flex h-11 items-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <SearchIcon aria-hidden="true" className="size-4" />
          Search
        </button>
      </Form>
      <div role="status" className="mt-4 text-sm text-slate-700">
        {error ? (
          <p id="search-page-error" className="text-red-700">
            {error}
          </p>
        ) : !response ? (
          <p>{searchMessages.empty}</p>
        ) : results.length === 0 ? (
          <p>{searchMessages.noResults}</p>
        ) : (
          <p>
            {results.length} result{results.length === 1 ? '' : 's'} for “{response.corrected ?? response.q}”
            {response.corrected ? <> (you searched for “{response.q}”)</> : null}
          </p>
        )}
      </div>
      {results.length > 0 ? (
        <ol className="mt-6 space-y-6" aria-label="Results">
          {results.map((result) => (
            <li key={result.href}>
              <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">
                {searchKindLabels[result.kind]}
              </p>
              <h2 className="text-lg font-semibold">
                <Link to={result.href} className="text-brand-700 underline-offset-2 hover:underline">
                  {result.title}
                </Link>
              </h2>
              <p className="mt-1 text-slate-700">
                <Snippet parts={result.snippet} />
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
