import { site } from '#config/site.ts';
import { listPublishedPosts } from '../../features/blog/list-feed-posts.server.ts';
import { renderRss } from '../../features/blog/render-rss.ts';
import { publicOrigin } from '../../lib/sitemap.ts';
import type { Route } from './+types/rss-xml.ts';

/** /rss.xml: the 20 newest published posts as RSS 2.0. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const posts = await listPublishedPosts(context);
    const body = renderRss({
      origin: publicOrigin(request, context.publicEnvJson),
      siteName: site.name,
      description: `Articles on teaching and learning with technology from ${site.name}.`,
      posts,
    });
    return new Response(body, {
      headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
    });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId }, 'rss feed failed');
    return new Response('The feed is temporarily unavailable.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
    });
  }
}
