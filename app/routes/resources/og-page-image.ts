import { OgImageBusy, titleCard } from '../../lib/og-image.server.ts';
import { previewCards } from './og-pages.ts';
import type { Route } from './+types/og-page-image.ts';

/**
 * /og/{page}.png: a page's preview image for social sites (1200×630 PNG, its title and the
 * brand). Prerendered at build time for every marketing page and the blog (react-router.config.ts),
 * so production serves them as static files; this loader makes them then, and in development.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const name = /^(.+)\.png$/.exec(params['*'] ?? '')?.[1];
  const card = name === undefined ? undefined : previewCards.get(name === 'home' ? '/' : `/${name}`);
  if (!card) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  try {
    const png = await titleCard(card);
    return new Response(new Uint8Array(png), {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' },
    });
  } catch (err) {
    if (err instanceof OgImageBusy) return new Response('Busy', { status: 503, headers: { 'Retry-After': '5' } });
    throw err;
  }
}
