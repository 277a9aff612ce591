/**
 * `GET /metrics`: the process's figures in Prometheus text format (metrics.ts). Scrape each
 * instance on its own port, not through the proxy.
 *
 * Its policy:
 * - who: with METRICS_TOKEN set, a caller sending `Authorization: Bearer <METRICS_TOKEN>`; without
 *   it, loopback callers only: the client address (as TRUST_PROXY resolves it, server/lib/client-ip.ts)
 *   is loopback and the request names no forwarding (X-Forwarded-For, Forwarded, X-Real-IP), so a
 *   request a proxy on this machine passed on is never taken for a local one. Others get 403.
 * - body: none is read (the site's 1 MiB cap applies);
 * - cost: at most one collection a second, shared by every scrape in that second (one read of
 *   the mail queue's index, within a one-second statement budget).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import ipaddr from 'ipaddr.js';
import type { AppEnv } from '../lib/app-env.ts';
import { bearerToken } from '../lib/request-auth.ts';
import type { Metrics } from './metrics.ts';

export type MetricsAppOptions = {
  /** METRICS_TOKEN; undefined: loopback callers only. */
  token: string | undefined;
  /** Scrapes within this many milliseconds of a collection get its text (default 1000). */
  reuseMs?: number;
};

const digest = (s: string) => createHash('sha256').update(s).digest();

export function createMetricsApp(metrics: Metrics, options: MetricsAppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const reuseMs = options.reuseMs ?? 1000;
  let last: { at: number; text: Promise<string> } | undefined;
  const collect = () => {
    const now = Date.now();
    if (!last || now - last.at >= reuseMs) {
      const text = metrics.registry.metrics();
      last = { at: now, text };
      // A failed collection is not reused.
      text.catch(() => (last = undefined));
    }
    return last.text;
  };

  app.get('/', async (c) => {
    if (!allowed(c, options.token)) {
      c.header('Cache-Control', 'no-store');
      return c.json(
        { message: 'Metrics are served to loopback callers, or with METRICS_TOKEN as a bearer token' },
        403,
      );
    }
    let text: string;
    try {
      text = await collect();
    } catch (err) {
      c.get('log').warn({ err }, 'metrics: collection failed');
      return c.json({ message: 'Metrics could not be collected' }, 503);
    }
    c.header('Cache-Control', 'no-store');
    return c.body(text, 200, { 'Content-Type': metrics.registry.contentType });
  });
  return app;
}

function allowed(c: Context<AppEnv>, token: string | undefined): boolean {
  if (token) {
    const given = bearerToken(c.req.header('authorization'));
    return given !== undefined && timingSafeEqual(digest(given), digest(token));
  }
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((h) => c.req.header(h) !== undefined);
  return !forwarded && isLoopback(c.get('clientIp'));
}

function isLoopback(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'loopback';
}
