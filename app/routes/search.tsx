import { localPath } from '#app/lib/local-path.ts';
import { data, Form, Link } from 'react-router';
import { Snippet } from '../components/search/snippet.tsx';
import { SearchIcon } from '../components/icons/chrome.tsx';
import {
  normalizeSearchQuery,
  searchMessages,
  searchQueryMaxLength,
  type SearchResponse,
} from '../../rules/site-search.ts';
import { langOfPath, type Lang } from '../../rules/languages.ts';
import { useLang } from '../lib/lang.ts';
import type { Route } from './+types/search.ts';
import { searchPage as en } from './search-copy.ts';
import { searchPage as hi } from './search-copy.hi.ts';

/** The page's words in its language (issue #29). */
const copyIn = (lang: Lang) => (lang === 'hi' ? hi : en);

/** A message of the shared search rules (the loader's, in English) in the page's language. */
function messageIn(message: string, lang: Lang): string {
  const key = (Object.keys(searchMessages) as (keyof typeof searchMessages)[]).find(
    (k) => searchMessages[k] === message,
  );
  return key ? copyIn(lang).messages[key] : message;
}

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

export const meta: Route.MetaFunction = ({ data: loaded, location }) => [
  { title: copyIn(langOfPath(location.pathname)).metaTitle(loaded?.q ?? '') },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => ({ 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store' });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, error, response } = loaderData;
  const results = response?.results ?? [];
  const lang = useLang();
  const copy = copyIn(lang);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">{copy.heading}</h1>
      <Form method="get" action={localPath('/search', lang)} role="search" className="mt-6 flex gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          {copy.label}
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
          placeholder={copy.placeholder}
          className="h-11 w-full rounded-md border border-slate-300 px-3 text-base focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <button
          type="submit"
          className="inline-flex h-11 items-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <SearchIcon aria-hidden="true" className="size-4" />
          {copy.submit}
        </button>
      </Form>
      <div role="status" className="mt-4 text-sm text-slate-700">
        {error ? (
          <p id="search-page-error" className="text-red-700">
            {messageIn(error, lang)}
          </p>
        ) : !response ? (
          <p>{copy.messages.empty}</p>
        ) : results.length === 0 ? (
          <p>{copy.messages.noResults}</p>
        ) : (
          <p>
            {copy.resultCount(results.length, response.corrected ?? response.q)}
            {response.corrected ? copy.youSearchedFor(response.q) : null}
          </p>
        )}
      </div>
      {results.length > 0 ? (
        <ol className="mt-6 space-y-6" aria-label={copy.resultsLabel}>
          {results.map((result) => (
            <li key={result.href}>
              <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{copy.kinds[result.kind]}</p>
              <h2 className="text-lg font-semibold">
                <Link to={localPath(result.href, lang)} className="text-brand-700 underline-offset-2 hover:underline">
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
