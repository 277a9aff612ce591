import type { Lang } from '#rules/languages.ts';
import { localPath } from '../../lib/local-path.ts';
import { leave, readOrLeave, type Viewer } from '../../lib/reader-data.ts';
import { getReadClient } from '../../lib/session.ts';
import { blogNoticesIn } from './blog-notices-in.ts';
import { getPost } from './get-post.ts';
import type { LoadedPost } from './get-post.server.ts';

export type ReaderPost = Exclude<LoadedPost, { status: 'failed' }>;

/**
 * The post as this reader may see it (the post page's clientLoader). The server's anonymous answer
 * stands unless it found nothing while a reader is signed in: the post may be their own draft, so
 * the browser asks again with their session and sanitises the body itself. A failed load shows
 * the spec's toast and returns to /blog (both in the page's language, `lang`).
 */
export async function loadReaderPost(
  server: LoadedPost,
  id: string,
  viewer: Viewer,
  lang: Lang = 'en',
): Promise<ReaderPost> {
  const failed = blogNoticesIn(lang).postFailed;
  const listing = localPath('/blog', lang);
  if (server.status === 'failed') leave(listing, failed);
  if (server.status === 'found' || viewer === null) return server;
  const post = await readOrLeave(async () => getPost({ supabase: await getReadClient(), id }), failed, listing);
  if (!post) return { status: 'not-found' };
  // DOMPurify loads only when a post is rendered from the browser's own fetch.
  const { sanitizeInBrowser } = await import('./sanitize-in-browser.ts');
  return { status: 'found', post: { ...post, content: sanitizeInBrowser(post.content) } };
}
