import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';

const hashedAsset = /^\/assets\//;
const hasExtension = /\.[a-z0-9]+$/i;

/**
 * Files from the client build. Hashed files under /assets are immutable for a year; other
 * files (favicon, images, prerendered .data) are revalidated hourly. Paths without an
 * extension and .html files fall through to the prerendered pages and the SSR handler.
 */
export function staticFiles(root: string): MiddlewareHandler<AppEnv> {
  const serve = serveStatic<AppEnv>({
    root,
    onFound: (filePath, c) => {
      c.set('route', hashedAsset.test(c.req.path) ? 'static:assets' : 'static');
      c.header(
        'Cache-Control',
        hashedAsset.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      if (filePath.endsWith('.svg'))
        c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    },
  });
  return async (c, next) => {
    if (
      (c.req.method !== 'GET' && c.req.method !== 'HEAD') ||
      !hasExtension.test(c.req.path) ||
      c.req.path.endsWith('.html')
    ) {
      return next();
    }
    return serve(c, next);
  };
}
