import type { Lang } from '#rules/languages.ts';
import { readOr, type Viewer } from '../../lib/reader-data.ts';
import { getReadClient, readSession } from '../../lib/session.ts';
import { blogNoticesIn } from './blog-notices-in.ts';
import type { ListingQuery } from './filter-posts.ts';
import { listListedPosts, type ListingPage } from './list-listed-posts.ts';

export type ReaderListing = { listing: ListingPage; viewer: Viewer };

/**
 * The listing page as this reader sees it (the /blog clientLoader). Signed out, the server's
 * anonymous page is the answer (at hydration React Router hands it over without a request);
 * signed in, or when the server could not load it, the browser asks with the reader's session,
 * so an author's drafts appear. A failure there shows the spec's toast (in the page's language,
 * `lang`) and an empty page.
 */
export async function loadReaderListing(
  query: ListingQuery,
  serverLoader: () => Promise<{ listing: ListingPage | null }>,
  lang: Lang = 'en',
): Promise<ReaderListing> {
  const session = await readSession();
  const viewer = session.user?.id ?? null;
  if (viewer === null) {
    const { listing } = await serverLoader();
    if (listing) return { listing, viewer };
  }
  const listing = await readOr(
    async () => listListedPosts({ supabase: await getReadClient(), query }),
    blogNoticesIn(lang).listFailed,
    { posts: [], total: 0, page: 1 },
  );
  return { listing, viewer };
}
