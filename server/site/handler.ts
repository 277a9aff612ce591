import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Hono } from 'hono';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { builtinPublishableKey } from '../../config/public-env.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import { searchSite } from '../search/search-site.ts';
import { isSiteDocumentList, syncSitePages } from '../search/sync-site-pages.ts';
import { buildCssReader, loadPrerendered, paintFirst, personalise } from './prerendered.ts';

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

type SiteOptions = { deps: ServerDeps; app: Hono<AppEnv>; vite?: ViteDevServer };

/** The React Router request handler (SSR) plus the prerendered pages, mounted last. */
export async function createSiteHandler({ deps, app, vite }: SiteOptions) {
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
  const siteSearch = (q: string) => searchSite(deps.db, q);
  const prerendered = vite ? new Map<string, string>() : loadPrerendered(clientDir);
  const readCss = vite ? undefined : buildCssReader(clientDir);
  const envJson = JSON.stringify(publicEnv(deps));
  // Server-side rendering reaches the built-in backend in-process: no network hop.
  const backendFetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
    app.fetch(new Request(input, init))) as typeof fetch;

  return async (c: Context<AppEnv>) => {
    const nonce = c.get('cspNonce')();
    const pathname = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path;
    const page = c.req.method === 'GET' || c.req.method === 'HEAD' ? prerendered.get(pathname) : undefined;
    if (page !== undefined) {
      c.header('Cache-Control', 'no-cache');
      return c.html(personalise(page, nonce, envJson));
    }
    const response = await handle(c.req.raw, {
      nonce,
      publicEnvJson: envJson,
      requestId: c.get('requestId'),
      logger: c.get('log'),
      backendFetch,
      siteSearch,
    });
    return readCss ? paintServerRenderedFirst(response, readCss) : response;
  };
}

/**
 * A server-rendered page (blog, accounts) paints as early as a prerendered one: its HTML gets the
 * same rewrite (`paintFirst`: stylesheet inlined, scripts after the first paint) instead of a
 * render-blocking stylesheet and ~130 KB of high-priority module preloads in the head. The page is
 * rendered in full before it is sent (its loaders have run by then; nothing here streams for
 * long), so the rewrite sees the whole document. Data requests, redirects and other responses pass.
 */
async function paintServerRenderedFirst(
  response: Response,
  readCss: (href: string) => string | undefined,
): Promise<Response> {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = paintFirst(await response.text(), readCss);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
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
