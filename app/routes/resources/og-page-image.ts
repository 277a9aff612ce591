import { loadContent } from '../../lib/content-load.server.ts';
import { OgImageBusy, titleCard } from '../../lib/og-image.server.ts';
import { contentCards, contentPreviewCard } from './og-content-cards.ts';
import { previewCards, type PreviewCard } from './og-pages.ts';
import type { Route } from './+types/og-page-image.ts';

/** Content pages' cards made, by what they show (a change of the entries makes a new one). */
const made = new Map<string, Uint8Array<ArrayBuffer>>();
const maxMade = 16;

/**
 * /og/{page}.png: a page's preview image for social sites (1200×630 PNG, its title and the
 * brand). Prerendered at build time for every marketing page and the blog (react-router.config.ts),
 * so production serves them as static files; this loader makes them then, and in development.
 * The content pages (og-content-cards.ts) are the exception: their card shows their live entries,
 * so it is made here on request from them (one read of the page's live entries; a card not made
 * yet counts against the address's render limit) and kept for a minute by browsers and social
 * sites: a publish shows in the image within a minute.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const name = /^(.+)\.png$/.exec(params['*'] ?? '')?.[1];
  const path = name === 'home' ? '/' : `/${name}`;
  const card = name === undefined ? undefined : previewCards.get(path);
  if (!card) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  try {
    if (contentCards[path]) return await contentImage(path, card, context);
    const png = await titleCard(card);
    return new Response(new Uint8Array(png), {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' },
    });
  } catch (err) {
    if (err instanceof OgImageBusy) return new Response('Busy', { status: 503, headers: { 'Retry-After': '5' } });
    if (err instanceof Response) return err;
    throw err;
  }
}

async function contentImage(path: string, base: PreviewCard, context: Route.LoaderArgs['context']) {
  let rows;
  try {
    rows = await loadContent(context, contentCards[path]!.types);
  } catch {
    // loadContent logged it.
    return new Response('Unavailable', { status: 503, headers: { 'Retry-After': '5' } });
  }
  const card = contentPreviewCard(base, path, rows, new Date());
  const key = JSON.stringify(card);
  let png = made.get(key);
  if (!png) {
    const refusal = await context.takeRenderLimit();
    if (refusal)
      return new Response(refusal.message, {
        status: 429,
        headers: { 'Content-Type': 'text/plain', 'Retry-After': String(refusal.retryAfter) },
      });
    png = new Uint8Array(await titleCard(card));
    if (made.size >= maxMade) made.delete(made.keys().next().value!);
    made.set(key, png);
  }
  return new Response(png, {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=60',
      'Content-Length': String(png.byteLength),
    },
  });
}
