import { readOr, type Viewer } from '../../lib/reader-data.ts';
import { getSessionClient, readSession } from '../../lib/session.ts';
import { blogNotices } from './blog-notices.ts';
import { listListedPosts } from './list-listed-posts.ts';
import type { ListedPost } from './types.ts';

export type ReaderListing = { posts: ListedPost[]; viewer: Viewer };

/**
 * The listing as this reader sees it (the /blog clientLoader). Signed out, the server's anonymous
 * list is the answer (at hydration React Router hands it over without a request); signed in, or
 * when the server could not load it, the browser asks with the reader's session, so an author's
 * drafts appear. A failure there shows the spec's toast and an empty list.
 */
export async function loadReaderListing(
  serverLoader: () => Promise<{ posts: ListedPost[] | null }>,
): Promise<ReaderListing> {
  const session = await readSession();
  const viewer = session.user?.id ?? null;
  if (viewer === null) {
    const { posts } = await serverLoader();
    if (posts) return { posts, viewer };
  }
  const posts = await readOr(
    async () => listListedPosts({ supabase: await getSessionClient() }),
    blogNotices.listFailed,
    [],
  );
  return { posts, viewer };
}
