import { Hono } from 'hono';
import type { AppEnv, ServerDeps } from '../context.ts';

/** /storage/v1: filled in by the built-in backend. Until then every path answers 404 as JSON. */
export function createStorageApp(_deps: ServerDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.all('*', (c) => c.json({ message: 'Not found' }, 404));
  return app;
}
