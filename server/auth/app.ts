import { Hono } from 'hono';
import type { AppEnv, ServerDeps } from '../context.ts';

/** /auth/v1: filled in by the built-in backend. Until then every path answers 404 as JSON. */
export function createAuthApp(_deps: ServerDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.all('*', (c) => c.json({ message: 'Not found' }, 404));
  return app;
}
