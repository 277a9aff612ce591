import { getPost } from '../../features/blog/get-post.ts';
import { coverCard, OgImageBusy, titleCard } from '../../lib/og-image.server.ts';
import type { PublicEnv } from '../../lib/page-env.ts';
import { createServerSupabase } from '../../lib/supabase.server.ts';
import type { Route } from './+types/og-post-image.ts';

type Made = { type: string; bytes: Uint8Array<ArrayBuffer> };
/** Made images by what they show (post, title, cover…): social sites fetch each a few times. */
const made = new Map<string, Made>();
const maxMade = 64;
/** Renders under way, by the same key: a second request for one waits for it, uncounted. */
const making = new Map<string, Promise<Made>>();
/** A cover larger than this is not fetched for a preview (the bucket's own limit is 5 MB). */
const maxCoverBytes = 10 * 1024 * 1024;

/**
 * /og/blog/{id}.jpg|png: a published post's preview image for social sites, 1200×630. A cover
 * in the storage bucket is cropped to it (JPEG); a post without one (or whose cover cannot be
 * read) gets a card with its category, title and excerpt (PNG). Made on first request and kept
 * in memory (64 images; requests for one being made wait for it); the page's meta links it with
 * a `v` that changes with the post. A render not yet kept counts against the address's render
 * limit (RATE_RENDERS_PER_MINUTE, with image renditions; #26): over it, 429 with Retry-After.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^([0-9a-f-]{36})\.(?:png|jpg)$/i.exec(params.file)?.[1];
  if (!id) return notFound();
  let post;
  try {
    post = await getPost({ supabase: createServerSupabase(context), id });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, id }, 'preview image: post failed to load');
    return new Response('Unavailable', { status: 503, headers: { 'Retry-After': '5' } });
  }
  if (!post) return notFound();
  const key = JSON.stringify([post.id, post.title, post.excerpt, post.category, post.image_url]);
  let image = made.get(key);
  while (!image) {
    // A render under way for the same image is waited for (its refusal is its starter's alone);
    // else this request starts one, registered before anything is awaited.
    const waiting = making.get(key);
    const pending =
      waiting ??
      startRender(post, context, id).finally(() => {
        making.delete(key);
      });
    if (!waiting) making.set(key, pending);
    try {
      image = await pending;
    } catch (err) {
      if (err instanceof RenderRefused && waiting) continue;
      if (err instanceof RenderRefused) {
        return new Response(err.message, {
          status: 429,
          headers: { 'Content-Type': 'text/plain', 'Retry-After': String(err.retryAfter) },
        });
      }
      if (err instanceof OgImageBusy) return new Response('Busy', { status: 503, headers: { 'Retry-After': '5' } });
      throw err;
    }
    if (!made.has(key)) {
      if (made.size >= maxMade) made.delete(made.keys().next().value!);
      made.set(key, image);
    }
  }
  return new Response(image.bytes, {
    headers: {
      'Content-Type': image.type,
      'Content-Length': String(image.bytes.byteLength),
      'Cache-Control': 'public, max-age=86400',
    },
  });
}

class RenderRefused extends Error {
  readonly retryAfter: number;
  constructor({ message, retryAfter }: { message: string; retryAfter: number }) {
    super(message);
    this.name = 'RenderRefused';
    this.retryAfter = retryAfter;
  }
}

type ShownPost = { title: string; excerpt: string; category: string; image_url: string | null };

/** Counts the render against the address's limit (RenderRefused over it), then makes the image. */
async function startRender(post: ShownPost, context: Route.LoaderArgs['context'], id: string): Promise<Made> {
  const refusal = await context.takeRenderLimit();
  if (refusal) throw new RenderRefused(refusal);
  return makeImage(post, context, id);
}

/** The cover cropped to 1200×630 (JPEG), else the title card (PNG). */
async function makeImage(post: ShownPost, context: Route.LoaderArgs['context'], id: string): Promise<Made> {
  const cover = post.image_url ? await readCover(post.image_url, context) : undefined;
  const cropped = cover ? await coverCard(cover).catch((err: unknown) => unreadable(err, context, id)) : undefined;
  if (cropped) return { type: 'image/jpeg', bytes: new Uint8Array(cropped) };
  const card = await titleCard({
    title: post.title,
    eyebrow: `Community Blog · ${post.category}`,
    summary: post.excerpt,
  });
  return { type: 'image/png', bytes: new Uint8Array(card) };
}

/** A cover sharp cannot read (the card is used instead); a busy pool is passed on. */
function unreadable(err: unknown, context: Route.LoaderArgs['context'], id: string): undefined {
  if (err instanceof OgImageBusy) throw err;
  context.logger.warn({ err, requestId: context.requestId, id }, 'preview image: cover could not be decoded');
  return undefined;
}

function notFound() {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
}

/**
 * The cover's bytes when it is a public object of this site's storage backend (built in, reached
 * in-process, or the hosted project); undefined for any other picture or when it cannot be read.
 */
async function readCover(imageUrl: string, context: Route.LoaderArgs['context']): Promise<Uint8Array | undefined> {
  const env = JSON.parse(context.publicEnvJson) as PublicEnv;
  let url: URL;
  try {
    url = new URL(imageUrl, env.siteUrl);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(env.supabaseUrl).origin || !url.pathname.startsWith('/storage/v1/object/public/')) {
    return undefined;
  }
  const builtin = env.supabaseUrl === env.siteUrl;
  try {
    const res = await (builtin ? context.backendFetch : fetch)(url.href, { signal: AbortSignal.timeout(10_000) });
    const size = Number(res.headers.get('content-length') ?? 0);
    if (!res.ok || size > maxCoverBytes) {
      await res.body?.cancel();
      return undefined;
    }
    return new Uint8Array(await res.arrayBuffer());
  } catch (err) {
    context.logger.warn({ err, requestId: context.requestId, imageUrl }, 'preview image: cover could not be read');
    return undefined;
  }
}
