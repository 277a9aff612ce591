import type { AppLoadContext } from 'react-router';
import type { SitemapEntry } from '../../lib/sitemap.ts';
import { queryPublishedPosts } from './list-feed-posts.server.ts';

/** Sitemaps hold at most 50,000 URLs; the blog stays far below. */
const maxPosts = 45_000;

/**
 * Published posts for /sitemap.xml, read as anon (drafts never appear), last modified first.
 * A backend failure is logged and leaves the rest of the sitemap intact.
 */
export async function publishedPostEntries(context: AppLoadContext): Promise<SitemapEntry[]> {
  const { data, error } = await queryPublishedPosts(context, 'id,date,updated_at', maxPosts);
  if (error) {
    context.logger.error({ err: error, requestId: context.requestId }, 'sitemap: blog posts failed to load');
    return [];
  }
  return (data as { id: string; date: string; updated_at: string | null }[]).map((post) => ({
    path: `/blog/${post.id}`,
    lastmod: new Date(post.updated_at ?? post.date).toISOString(),
    changefreq: 'monthly',
    priority: 0.6,
  }));
}
