import { publicOrigin, renderRobots } from '../../lib/sitemap.ts';
import type { Route } from './+types/robots-txt.ts';

/** /robots.txt: crawl everything public, skip private pages and the APIs, point at the sitemap. */
export function loader({ request, context }: Route.LoaderArgs) {
  return new Response(renderRobots(publicOrigin(request, context.publicEnvJson)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
