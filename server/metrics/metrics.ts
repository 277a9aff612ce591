/**
 * The process's Prometheus metrics (prom-client), one registry per app. Requests are counted at
 * one point, the `observeRequests` middleware, by the route as matched (never the raw path), the
 * method and the status, so a route or a limit added later is counted without touching it: every
 * 429 is a limit refusal, whichever limit answered. Figures that live elsewhere (the database
 * pool, the embedded database's REST slots, the mail queue) are read when scraped.
 */
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppEnv } from '../lib/app-env.ts';
import type { Db } from '../db/types.ts';
import { currentRelease } from '../lib/release.ts';

export type Metrics = {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'code'>;
  duration: Histogram<'method' | 'route'>;
  refusals: Counter<'route'>;
  pageCache: Counter<'route' | 'outcome'>;
  mailAttempts: Counter<'outcome'>;
};

/** What the gauges read at scrape time. */
export type MetricSources = {
  db: Db;
  /** The embedded database's REST slots (server/rest/admission.ts). */
  slots?: () => { inUse: number; queued: number };
  /** What /readyz would answer now (server/lib/probes.ts). */
  ready?: () => Promise<boolean>;
};

/** `processMetrics`: Node's own (CPU, memory, event loop lag, GC); once per process, not per test app. */
export function createMetrics(options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  const release = currentRelease();
  new Gauge({
    name: 'app_info',
    help: 'The release this process runs (always 1)',
    labelNames: ['version', 'commit'],
    registers: [registry],
  }).set(release, 1);
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route as matched and status code',
      labelNames: ['method', 'route', 'code'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by method and route as matched',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    refusals: new Counter({
      name: 'http_limit_refusals_total',
      help: 'Requests refused by a rate limit, quota or concurrency cap (every 429), by route',
      labelNames: ['route'],
      registers: [registry],
    }),
    pageCache: new Counter({
      name: 'page_cache_requests_total',
      help: "The blog page cache's answers: hit, miss, shared (waited for another's render), bypass",
      labelNames: ['route', 'outcome'],
      registers: [registry],
    }),
    mailAttempts: new Counter({
      name: 'mail_delivery_attempts_total',
      help: 'SMTP delivery attempts by this process: sent, retry (failed, tried again later), failed (given up)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
  };
}

const safeMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Counts and times every request. The route is the pattern of the handler that answered
 * (`/rest/v1/:table`); handlers under a catch-all name theirs with `c.set('route', …)` (static
 * files, the site's pages); anything else is `other`.
 */
export function observeRequests(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const matched = routePath(c);
    const route = c.get('route') ?? (matched && matched !== '*' && matched !== '/*' ? matched : 'other');
    const method = safeMethods.has(c.req.method) ? c.req.method : 'OTHER';
    const status = c.res.status;
    metrics.requests.inc({ method, route, code: String(status) });
    metrics.duration.observe({ method, route }, (performance.now() - start) / 1000);
    if (status === 429) metrics.refusals.inc({ route });
    const cache = c.res.headers.get('x-cache');
    if (cache) metrics.pageCache.inc({ route, outcome: cache });
  };
}

/** Gauges read when scraped: the database pool, the REST slots, the mail queue. */
export function watchSources(metrics: Metrics, sources: MetricSources): void {
  const registers = [metrics.registry];
  gaugeByState(
    metrics,
    'db_pool_connections',
    'PostgreSQL pool connections by state (in_use, idle); absent on the embedded database',
    () => {
      const stats = sources.db.poolStats?.();
      return stats && { in_use: stats.inUse, idle: stats.idle };
    },
  );
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Callers waiting for a PostgreSQL pool connection',
    registers,
    collect() {
      const stats = sources.db.poolStats?.();
      if (stats) this.set(stats.waiting);
    },
  });
  gaugeByState(
    metrics,
    'db_embedded_slots',
    "The embedded database's REST statement slots: in_use, queued (waiting for one)",
    () => {
      const stats = sources.slots?.();
      return stats && { in_use: stats.inUse, queued: stats.queued };
    },
  );
  new Gauge({
    name: 'app_ready',
    help: '1 when /readyz answers 200 (serving, database answering, every migration applied), else 0',
    registers,
    async collect() {
      this.set(sources.ready && (await sources.ready().catch(() => false)) ? 1 : 0);
    },
  });
  watchMailQueue(metrics, sources.db);
}

/**
 * One cheap read of the queue's partial index per scrape, within a one-second budget. When the
 * database does not answer, both series are left out of that scrape (alert on their absence)
 * and the rest is still served: an outage is when the other figures matter most.
 */
function watchMailQueue(metrics: Metrics, db: Db): void {
  type QueueRow = { queued: number; held: number; oldest_queued: number; oldest_held: number };
  let latest: Promise<QueueRow> | undefined;
  const read = () =>
    (latest ??= db
      .pipeline(
        [
          { sql: `set local statement_timeout = 1000`, params: [] },
          {
            sql: `select count(*) filter (where state = 'queued')::int as queued,
                         count(*) filter (where state = 'held')::int as held,
                         coalesce(extract(epoch from now() - min(created_at) filter (where state = 'queued')), 0)::float8
                           as oldest_queued,
                         coalesce(extract(epoch from now() - min(created_at) filter (where state = 'held')), 0)::float8
                           as oldest_held
                    from mail.messages where state in ('queued', 'held')`,
            params: [],
          },
        ],
        { readOnly: true },
      )
      .then(([, result]) => result!.rows[0] as QueueRow)
      .finally(() => setTimeout(() => (latest = undefined), 0)));
  const gauges: [name: string, help: string, pick: (row: QueueRow) => Record<string, number>][] = [
    [
      'mail_queue_messages',
      'Emails waiting in the queue, by state (queued: to be sent; held: no SMTP_URL)',
      (row) => ({ queued: row.queued, held: row.held }),
    ],
    [
      'mail_queue_oldest_age_seconds',
      'Age of the oldest email waiting, by state (0 when none)',
      (row) => ({ queued: row.oldest_queued, held: row.oldest_held }),
    ],
  ];
  for (const [name, help, pick] of gauges) {
    gaugeByState(metrics, name, help, () => read().then(pick, () => undefined), { reset: true });
  }
}

/**
 * A gauge with one series per `state`, read when scraped. Where `read()` gives nothing, that
 * scrape leaves the series as they were, or out altogether with `reset`.
 */
function gaugeByState(
  metrics: Metrics,
  name: string,
  help: string,
  read: () => Record<string, number> | undefined | Promise<Record<string, number> | undefined>,
  options: { reset?: boolean } = {},
): void {
  new Gauge({
    name,
    help,
    labelNames: ['state'],
    registers: [metrics.registry],
    async collect() {
      if (options.reset) this.reset();
      const byState = await read();
      if (!byState) return;
      for (const [state, value] of Object.entries(byState)) this.set({ state }, value);
    },
  });
}
