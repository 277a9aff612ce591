import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { AppEnv } from './lib/app-env.ts';
import type { ServerDeps } from './deps.ts';
import { apiErrors, sendApiError } from './lib/api-error.ts';
import { compress } from './lib/compress.ts';
import { checkReadiness, healthz, readyz, type ProbeState } from './lib/probes.ts';
import { readMigrations, type Migration } from './db/migrate.ts';
import { apiCors } from './lib/cors.ts';
import { requestLog } from './lib/request-log.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { createAuthApp } from './auth/app.ts';
import { createRestAdmission, createRestApp } from './rest/app.ts';
import { createBlogWriteQuotas } from './blog/blog-write-quotas.ts';
import { blogWriteRules } from './blog/blog-write-rules.ts';
import { contentWriteRules } from './content/content-write-rules.ts';
import { createContactIntake } from './contact/intake.ts';
import { createLeadNotesRule } from './leads/lead-replies.ts';
import { createOperatorApp } from './operator/app.ts';
import { createStorageApp } from './storage/app.ts';
import { createApplicationsApp } from './careers/applications.ts';
import { createPrivacyApp } from './privacy/app.ts';
import { slotScope, slottedDb } from './db/slotted-db.ts';
import { clientIp } from './lib/client-ip.ts';
import { createDevMailboxApp } from './mail/dev-mailbox.ts';
import { staticFiles } from './site/static.ts';
import { createSearchApp } from './search/app.ts';
import { createAssistantApp } from './assistant/app.ts';
import { admission as routeAdmission } from './admission/admit.ts';
import { createMetricsApp } from './metrics/app.ts';
import { createMetrics, observeRequests, watchSources, type Metrics } from './metrics/metrics.ts';
import { releaseLabel } from './lib/release.ts';

/** The cap on a request body anywhere but the APIs, which set their own. */
export const maxSiteBodyBytes = 1024 * 1024;
// Job applications (server/careers/) count their own body: a 5 MB CV plus the form.
const ownBodyLimit = /^\/((auth|rest|storage)\/v1\/|api\/careers\/applications$)/;

/** `ready` once listening; `draining` from SIGTERM on (server/lib/probes.ts). */
export type AppState = ProbeState;

type AppOptions = {
  deps: ServerDeps;
  state: AppState;
  /** Serves the client build; absent in development (Vite serves it) and in API-only tests. */
  staticRoot?: string;
  /** Mounts /_admin for operator commands (npm run leads) behind this bearer token. */
  operatorToken?: string | undefined;
  /**
   * Told the table after each /rest/v1 write that succeeded (committed), before its answer
   * leaves: the site's page cache drops what it made stale (server/site/page-cache.ts).
   */
  restWritten?: ((table: string) => void) | undefined;
  /** The process's metrics (server/metrics/); a test app gets its own registry. */
  metrics?: Metrics | undefined;
};

/**
 * The one router file. Order matters and is the order read here: metrics, request id, logging,
 * the release header, security headers, compression, static files, probes, /metrics, the backend sub-apps, and finally
 * the site (mounted by the caller with `app.all('*', site)` once the site handler exists).
 */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const { deps, state, staticRoot, operatorToken, restWritten } = options;
  const app = new Hono<AppEnv>();
  const dev = deps.env.NODE_ENV === 'development';
  const metrics = options.metrics ?? createMetrics();

  // Every request counted and timed by the route that answered (server/metrics/metrics.ts).
  app.use(observeRequests(metrics));
  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(requestLog(deps.logger, { trustedHops: deps.env.TRUST_PROXY }));
  // Which release answered (server/lib/release.ts): during a rolling deploy, old or new.
  const release = releaseLabel();
  app.use(async (c, next) => {
    await next();
    try {
      c.res.headers.set('X-App-Version', release);
    } catch {
      // A response whose headers are immutable (one passed on from fetch) is copied once.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('X-App-Version', release);
    }
  });
  const siteHeaders = securityHeaders({
    dev,
    https: deps.env.SITE_URL.startsWith('https:'),
    // With SUPABASE_URL the browser talks to that project instead of this server.
    backendOrigin: deps.env.SUPABASE_URL ? new URL(deps.env.SUPABASE_URL).origin : undefined,
  });
  // /storage/v1 serves user files and sets its own, stricter headers (server/storage/http.ts).
  app.use((c, next) => (c.req.path.startsWith('/storage/v1/') ? next() : siteHeaders(c, next)));
  app.use(compress());
  // Every body has a cap. /auth/v1, /rest/v1 and /storage/v1 set their own, each answered in its
  // API's error shape (uploads: the object limit plus multipart overhead, counted while streaming).
  const siteBodyLimit = bodyLimit({
    maxSize: maxSiteBodyBytes,
    onError: (c) => {
      const message = `Request body is larger than the limit of ${maxSiteBodyBytes} bytes`;
      return c.req.path.startsWith('/api/') ? sendApiError(c, apiErrors.tooLarge(message)) : c.text(message, 413);
    },
  });
  app.use((c, next) => (ownBodyLimit.test(c.req.path) ? next() : siteBodyLimit(c, next)));
  if (staticRoot) app.use(staticFiles(staticRoot));
  // Every route's policy (server/admission/policy.ts): its per-address limit, counted on the route
  // as matched, before the route runs (ADR 036).
  app.use(routeAdmission(deps));

  // Liveness and readiness (server/lib/probes.ts).
  let migrations: Promise<Migration[]> | undefined;
  const knownMigrations = () => (migrations ??= readMigrations());
  app.get('/healthz', healthz(deps));
  app.get('/readyz', readyz(deps, state, knownMigrations));

  for (const api of ['/auth/v1/*', '/rest/v1/*', '/storage/v1/*']) app.use(api, apiCors());
  // On the embedded database, /auth/v1 (sign-in above all) goes before REST statements
  // (server/rest/admission.ts).
  const admission = createRestAdmission(deps);
  // Prometheus text for loopback callers or METRICS_TOKEN, one collection a second at most (server/metrics/app.ts).
  watchSources(metrics, {
    db: deps.db,
    slots: admission.stats,
    ready: async () => (await checkReadiness(deps, state, knownMigrations)).ready,
  });
  app.route('/metrics', createMetricsApp(metrics, { token: deps.env.METRICS_TOKEN }));
  app.use('/auth/v1/*', admission.priority);
  app.route('/auth/v1', createAuthApp(deps));
  // The features' rules for writes to their tables (server/rest/write-rules.ts); a table's run in this order.
  const writeRules = [
    ...blogWriteRules,
    ...contentWriteRules,
    ...createBlogWriteQuotas(deps),
    createContactIntake(deps),
    createLeadNotesRule(deps),
  ];
  if (restWritten) {
    app.use('/rest/v1/:table', async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.method !== 'OPTIONS' && c.res.status < 400) {
        restWritten(c.req.param('table'));
      }
    });
  }
  app.route('/rest/v1', createRestApp(deps, { writeRules, admission }));
  // The server's own statements outside /rest/v1 and the search (storage and its renditions, job
  // applications, the account's data) take the same embedded-database slots, address by
  // address and after sign-in (server/db/slotted-db.ts, #26).
  const slotted: ServerDeps = { ...deps, db: slottedDb(deps.db, admission) };
  for (const path of ['/storage/v1/*', '/api/careers/*', '/api/account/*']) {
    app.use(
      path,
      slotScope((c) => clientIp(c, { trustedHops: deps.env.TRUST_PROXY })),
    );
  }
  app.route('/storage/v1', createStorageApp(slotted));
  // One search over the whole site: the JSON endpoint; its per-address limit, shared with the
  // /search page in every spelling, is counted by the admission layer (ADR 027, ADR 036).
  app.route('/api/search', createSearchApp(deps, admission));
  // The assistant's answer from the site's content, under the search's limit and budget (ADR 039).
  app.route('/api/assistant', createAssistantApp(deps, admission));
  // Job applications with their CV (ADR 029).
  app.route('/api/careers/applications', createApplicationsApp(slotted));
  // The account's data and its deletion, as the privacy page promises (ADR 035).
  app.route('/api/account', createPrivacyApp(slotted));
  // Holds password-reset links: only with DEV_MAILBOX=1 (npm run dev, the e2e server).
  if (deps.env.DEV_MAILBOX) app.route('/_dev', createDevMailboxApp(deps));
  // Operator reads for a server holding the embedded database (server/operator/operator-access.ts).
  if (operatorToken) app.route('/_admin', createOperatorApp(deps, operatorToken));

  app.onError((err, c) => {
    c.get('log').error({ err }, 'unhandled error');
    return sendApiError(c, apiErrors.unexpected(c.get('requestId')));
  });
  return app;
}
