import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Hono } from 'hono';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { isbot } from 'isbot';
import type { ViteDevServer } from 'vite';
import { builtinPublishableKey } from '../../config/public-env.ts';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import { chooseEncoding } from '../lib/compress.ts';
import { gzipFilled, gzipTemplate, textFilled } from '../lib/gzip-template.ts';
import { budgetedSearch } from '../search/search-budget.ts';
import { clientIp } from '../lib/client-ip.ts';
import { RouteLimitReached, takeRouteLimit } from '../admission/admit.ts';
import { isSiteDocumentList, syncSitePages } from '../search/sync-site-pages.ts';
import { cachedPageKind, pageCacheKey, type CacheOutcome, type PageCache, type RenderOutcome } from './page-cache.ts';
import { createAnnouncementBar, type AnnouncementBar } from '../content/announcement-bar.ts';
import { withAnnouncementBar } from '../../rules/announcement-bar.ts';
import { buildCssReader, loadPrerendered, paintFirst, personalise, type CssReader } from './prerendered.ts';

export const buildDir = path.resolve(import.meta.dirname, '../..', process.env.BUILD_DIR ?? 'build');
export const clientDir = path.join(buildDir, 'client');

/** What the browser may know about the backend: never a secret. */
export function publicEnv(deps: ServerDeps) {
  return {
    supabaseUrl: deps.env.SUPABASE_URL ?? deps.env.SITE_URL,
    supabaseAnonKey: deps.env.SUPABASE_ANON_KEY ?? builtinPublishableKey,
    siteUrl: deps.env.SITE_URL,
  };
}

// Scripts and tests import the key from here.
export { builtinPublishableKey };

/** How long a bar read without the page cache's notices is kept (ms). */
const uncachedBarMaxAgeMs = 5000;

type SiteOptions = {
  deps: ServerDeps;
  app: Hono<AppEnv>;
  vite?: ViteDevServer;
  /** Keeps the blog's anonymous pages (page-cache.ts); production build only. */
  pageCache?: PageCache | undefined;
  /** The announcement bar kept with the page cache (openSitePageCache); else one read again every few seconds. */
  announcements?: AnnouncementBar | undefined;
};

/** The React Router request handler (SSR) plus the prerendered pages, mounted last. */
export async function createSiteHandler({ deps, app, vite, pageCache, announcements }: SiteOptions) {
  const mode = vite ? 'development' : 'production';
  const getBuild = vite
    ? () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
    : await loadProductionBuild();
  const handle = createRequestHandler(getBuild, mode);
  // The marketing pages' search index, from the build's content modules (ADR 027). Production
  // waits for it before serving; development indexes in the background (Vite loads the app lazily).
  const indexing = indexSitePages(deps, typeof getBuild === 'function' ? getBuild() : Promise.resolve(getBuild));
  if (!vite) await indexing;
  else indexing.catch((err: unknown) => deps.logger.error({ err }, 'site search: indexing the pages failed'));
  // The search under its budget (slot, clock, cache), as /api/search runs it (server/app.ts).
  const search = budgetedSearch(deps);
  const prerendered = vite ? new Map<string, string>() : loadPrerendered(clientDir);
  const readCss = vite ? undefined : buildCssReader(clientDir);
  const envJson = JSON.stringify(publicEnv(deps));
  // Nothing tells a bar without the page cache that content changed: it is read again after a while.
  const bar = announcements ?? createAnnouncementBar(deps, { maxAgeMs: uncachedBarMaxAgeMs });
  // Server-side rendering reaches the built-in backend in-process: no network hop.
  const backendFetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
    app.fetch(new Request(input, init))) as typeof fetch;

  return async (c: Context<AppEnv>) => {
    // A preview image is a resource route: no page navigates to it, so its React Router data
    // request (`/og/….png.data`) is never needed, and would render the image again (ADR 026).
    if (c.req.path.startsWith('/og/') && c.req.path.endsWith('.data')) return c.text('Not found', 404);
    const nonce = c.get('cspNonce')();
    const pathname = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path;
    const page = c.req.method === 'GET' || c.req.method === 'HEAD' ? prerendered.get(pathname) : undefined;
    // Metrics name a page by its route (server/metrics/): prerendered paths are the build's few.
    if (page !== undefined) {
      c.set('route', `page:${pathname}`);
      c.header('Cache-Control', 'no-cache');
      return c.html(withAnnouncementBar(personalise(page, nonce, envJson), (await bar.html()) ?? ''));
    }
    const render = (request: Request, onUncacheable?: () => void) =>
      handle(request, {
        nonce,
        publicEnvJson: envJson,
        requestId: c.get('requestId'),
        logger: c.get('log'),
        backendFetch,
        siteSearch: (q: string) => search(q, clientIp(c, { trustedHops: deps.env.TRUST_PROXY })),
        takeRenderLimit: async () => {
          try {
            await takeRouteLimit(deps, c, 'render');
            return undefined;
          } catch (err) {
            if (err instanceof RouteLimitReached) return { message: err.message, retryAfter: err.retryAfter };
            throw err;
          }
        },
        uncacheable: onUncacheable ?? (() => undefined),
      });

    const kind = cachedPageKind(pathname);
    c.set(
      'route',
      kind === 'listing'
        ? 'page:/blog'
        : kind === 'post'
          ? 'page:/blog/:id'
          : kind === 'content'
            ? `page:${pathname}`
            : 'page:rendered',
    );
    if (!pageCache || !readCss || !kind || c.req.method !== 'GET' || c.req.header('authorization') !== undefined) {
      const response = await render(c.req.raw);
      const barHtml = kind === 'content' ? ((await bar.html()) ?? '') : '';
      return readCss ? paintServerRenderedFirst(response, readCss, c.req.header('accept-encoding'), barHtml) : response;
    }
    // The blog's pages are the same for every reader (ADR 017): rendered once per URL, kept until
    // the blog changes, each response with its own nonce (page-cache.ts, ADR 018).
    const url = new URL(c.req.url);
    const forBot = isbot(c.req.header('user-agent') ?? '');
    const key = pageCacheKey(kind, forBot, `${url.pathname}${url.search}`);
    const outcome = await pageCache.get(key, kind, async () => {
      let partial = false;
      // A content page keeps the bar of its render: the cache drops it when the bar starts or ends
      // (nextPublishAt) or the content changes, as the bar itself is read again then.
      const read = kind === 'content' ? await bar.html() : '';
      // A page whose bar could not be read is answered without it, and not kept.
      if (read === null) partial = true;
      return renderForCache(
        render(anonymousRequest(c.req.raw), () => (partial = true)),
        nonce,
        readCss,
        () => partial,
        read ?? '',
      );
    });
    return cachedResponse(outcome, nonce, chooseEncoding(c.req.header('accept-encoding')) === 'gzip');
  };
}

/**
 * The request a kept page is rendered from: its URL and headers without the reader's cookies (the
 * render reads neither; this keeps it so), and without the client's abort signal, since other
 * readers may be waiting for the same render.
 */
function anonymousRequest(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete('cookie');
  return new Request(request.url, { method: 'GET', headers });
}

/**
 * A page to keep: a complete 200 HTML page whose loaders all found their data (a loader that
 * failed and left the browser to retry calls `context.uncacheable()`). Anything else is answered
 * to its own request only.
 */
async function renderForCache(
  rendering: Promise<Response>,
  nonce: string,
  readCss: CssReader,
  partial: () => boolean,
  barHtml: string,
): Promise<RenderOutcome> {
  const response = await rendering;
  const html = response.headers.get('content-type')?.startsWith('text/html') ?? false;
  if (response.status !== 200 || !html || !response.body || partial()) {
    return { response: await paintServerRenderedFirst(response, readCss, undefined, barHtml) };
  }
  const text = withAnnouncementBar(paintFirst(await response.text(), readCss), barHtml);
  const headers = [...response.headers].filter(([name]) => name !== 'content-length' && name !== 'set-cookie');
  return {
    page: { status: response.status, headers, body: gzipTemplate(text.split(nonce), { shared: readCss.texts() }) },
  };
}

/**
 * A kept page as this response, with its nonce in place: gzipped already when the client takes
 * gzip (else the compress middleware does what the client accepts). Never stored by a shared
 * cache as is: each response's nonce is new, so there is no ETag to revalidate against either (a
 * 304 would pair the stored page's nonces with the new response's policy). `X-Cache` says where
 * the page came from.
 */
function cachedResponse(outcome: CacheOutcome, nonce: string, gzip: boolean): Response {
  if ('response' in outcome) {
    const headers = new Headers(outcome.response.headers);
    headers.set('X-Cache', outcome.source);
    return new Response(outcome.response.body, {
      status: outcome.response.status,
      statusText: outcome.response.statusText,
      headers,
    });
  }
  const headers = new Headers(outcome.page.headers);
  headers.set('Cache-Control', 'no-cache');
  headers.set('X-Cache', outcome.source);
  const { body } = outcome.page;
  const bytes = gzip ? gzipFilled(body, nonce) : textFilled(body, nonce);
  if (gzip) {
    headers.set('Content-Encoding', 'gzip');
    headers.set('Vary', 'Accept-Encoding');
  }
  headers.set('Content-Length', String(bytes.length));
  return new Response(bytes as Uint8Array<ArrayBuffer>, { status: outcome.page.status, headers });
}

/**
 * A server-rendered page (blog, accounts) paints as early as a prerendered one: its HTML gets the
 * same rewrite (`paintFirst`: stylesheet inlined, scripts after the first paint) instead of a
 * render-blocking stylesheet and ~130 KB of high-priority module preloads in the head. The page is
 * rendered in full before it is sent (its loaders have run by then; nothing here streams for
 * long), so the rewrite sees the whole document. Data requests, redirects and other responses pass.
 * Sent gzipped when the client takes gzip, the inlined stylesheet's share compressed once per
 * process (gzip-template.ts; the compress middleware does the rest).
 */
async function paintServerRenderedFirst(
  response: Response,
  readCss: CssReader,
  acceptEncoding: string | undefined,
  barHtml = '',
): Promise<Response> {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = withAnnouncementBar(paintFirst(await response.text(), readCss), barHtml);
  const headers = new Headers(response.headers);
  let bytes: Buffer;
  if (chooseEncoding(acceptEncoding) === 'gzip' && response.status !== 204) {
    bytes = gzipFilled(gzipTemplate([html], { shared: readCss.texts() }), '');
    headers.set('Content-Encoding', 'gzip');
    if (!/accept-encoding|\*/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Accept-Encoding');
  } else bytes = Buffer.from(html, 'utf8');
  headers.set('Content-Length', String(bytes.length));
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** Upserts the build's search documents into public.site_pages (server/search/sync-site-pages.ts). */
async function indexSitePages(deps: ServerDeps, build: Promise<ServerBuild>): Promise<void> {
  const exported = ((await build).entry.module as { searchDocuments?: () => unknown }).searchDocuments?.();
  if (!isSiteDocumentList(exported)) throw new Error('The site build exports no search documents (entry.server.tsx)');
  const result = await syncSitePages(deps.db, exported);
  deps.logger.info(result, 'site search: pages indexed');
}

async function loadProductionBuild(): Promise<ServerBuild> {
  const entry = path.join(buildDir, 'server', 'index.js');
  try {
    return (await import(pathToFileURL(entry).href)) as ServerBuild;
  } catch (err) {
    throw new Error(`Could not load the site build at ${entry}. Run "npm run build" (npm start does it for you).`, {
      cause: err,
    });
  }
}
