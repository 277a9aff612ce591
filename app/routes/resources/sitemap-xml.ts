import { publishedPostEntries } from '../../features/blog/sitemap-posts.server.ts';
import { contentSitemapEntries } from '../../lib/content-load.server.ts';
import { buildDate } from '../../lib/build-info.ts';
import { inBothLanguages, publicOrigin, renderSitemap, sitemapSources } from '../../lib/sitemap.ts';
import type { Route } from './+types/sitemap-xml.ts';

/**
 * /sitemap.xml: every public page from every source in app/lib/sitemap.ts, with lastmod, in
 * both languages with their hreflang alternates (issue #29). The
 * content pages come first, with the lastmod of their entries (a path listed twice appears once,
 * as first listed), and crawlers and proxies keep it a minute: a publish shows within one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lists = await Promise.all([
    contentSitemapEntries(context, buildDate).then(inBothLanguages),
    ...sitemapSources.map((source) => source(request)),
    // Published blog posts (they need the load context to reach the backend), each in both
    // languages' chrome (/hi/blog/:id).
    publishedPostEntries(context).then(inBothLanguages),
  ]);
  const body = renderSitemap(publicOrigin(request, context.publicEnvJson), lists.flat());
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });
}
