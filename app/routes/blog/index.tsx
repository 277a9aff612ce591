import { localPath } from '#app/lib/local-path.ts';
import { data } from 'react-router';
import { site } from '#config/site.ts';
import { BlogListing } from '../../features/blog/blog-listing.tsx';
import { blogIntents } from '../../features/blog/blog-notices.ts';
import { importSamples } from '../../features/blog/import-samples.ts';
import { parseListingQuery } from '../../features/blog/filter-posts.ts';
import { loadListedPosts } from '../../features/blog/list-posts.server.ts';
import { loadReaderListing } from '../../features/blog/load-reader-listing.ts';
import { useReaderData } from '../../lib/reader-data.ts';
import { ogImagePath, seo } from '../../lib/seo.ts';
import { blogCopyIn, useBlogCopy } from '../../features/blog/use-blog-copy.ts';
import { langOfPath } from '#rules/languages.ts';
import type { Route } from './+types/index.ts';

/** The listing page the URL names (`?page=2&category=AR%2FVR&q=lab`), filtered and paged by the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { listing: await loadListedPosts(context, parseListingQuery(new URL(request.url).searchParams)) };
}

/** The listing page as this reader sees it: an author's drafts too (docs/decisions/017). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  return loadReaderListing(parseListingQuery(url.searchParams), serverLoader, langOfPath(url.pathname));
}
// Not run at hydration (docs/decisions/025): a signed-in author's drafts, or a listing the
// server could not load, are loaded once the session is known (`settle` below).

/** Import Sample Posts. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const intent = (await request.formData()).get('intent');
  if (intent === blogIntents.importSamples) return importSamples(langOfPath(new URL(request.url).pathname));
  throw data(`Unknown intent: ${String(intent)}`, { status: 400 });
}

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOfPath(location.pathname);
  const copy = blogCopyIn(lang);
  return [
    ...seo({
      title: copy.metaTitle,
      description: copy.metaDescription,
      path: localPath('/blog', lang),
      image: ogImagePath('/blog'),
    }),
    { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: `${site.name} Blog`, href: '/rss.xml' },
  ];
};

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { session } = useReaderData(loaderData, (reader) => reader !== null || loaderData.listing === null);
  const { copy } = useBlogCopy();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="mb-10 max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">{copy.heading}</h1>
        <p className="mt-3 text-lg text-slate-700">{copy.intro}</p>
      </header>
      <BlogListing listing={loaderData.listing} session={session} />
    </div>
  );
}
