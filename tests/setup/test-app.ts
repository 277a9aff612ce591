/**
 * The Hono app in-process over a fresh test database, and supabase-js clients wired to it
 * through a custom fetch: contract tests exercise the real client against the real server
 * code without opening a port. Mail is queued as in production; with SMTP_URL set (a loopback
 * test server, tests/setup/smtp-sink.ts) a mail worker sends it, as the server process does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../../server/app.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import type { Db } from '../../server/db/types.ts';
import type { ServerDeps } from '../../server/deps.ts';
import { loadEnv } from '../../server/lib/env.ts';
import { createKeyStore } from '../../server/lib/keys.ts';
import { createLogger } from '../../server/lib/logger.ts';
import { contactDeliveryListener } from '../../server/contact/delivery-state.ts';
import { leadReplyListener } from '../../server/leads/lead-replies.ts';
import { createMailQueue } from '../../server/mail/mail-queue.ts';
import { createMailWorker, type MailWorker } from '../../server/mail/worker.ts';
import { createMetrics } from '../../server/metrics/metrics.ts';
import { builtinPublishableKey, createSiteHandler } from '../../server/site/handler.ts';
import { openSitePageCache, type PageCache } from '../../server/site/page-cache.ts';
import { openObjectStore } from '../../server/storage/open-store.ts';
import { ensureBuild } from '../../scripts/ensure-build.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { createPgDatabaseUrl, createTestDb, type DbKind } from './test-db.ts';

export const testSiteUrl = 'http://localhost:54321';

export type TestApp = {
  deps: ServerDeps;
  /** Sends queued mail: only when the app was started with SMTP_URL. */
  mailWorker: MailWorker | undefined;
  /** The site's page cache, when started with `site: true` and the cache on. */
  pageCache: PageCache | undefined;
  fetch: typeof fetch;
  /** A fresh supabase-js client (its own in-memory session) talking to this app. */
  client(): SupabaseClient;
  /**
   * The same app over a real loopback socket (as server/start.ts serves it), for what depends on
   * the connection: the client address behind TRUST_PROXY. Closed with the app.
   */
  listen(): Promise<string>;
  close(): Promise<void>;
};

/**
 * `db`: an open database to serve instead of a fresh clone (closed with the app). `site`: also
 * serve the site from the production build (call scripts/ensure-build.ts first; useTestApp and
 * useTwinApps do), with its page cache as server/start.ts wires it.
 */
export async function startTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
  options: { db?: Db; site?: boolean } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'test-app-'));
  const db = options.db ?? (await createTestDb(kind));
  const parsed = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SITE_URL: testSiteUrl,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const logger = createLogger({ level: parsed.LOG_LEVEL, pretty: false });
  // As server/start.ts wires them: the worker counts its attempts in the app's metrics.
  const metrics = createMetrics();
  const mailWorker = parsed.SMTP_URL
    ? createMailWorker({
        db,
        env: parsed,
        logger,
        listeners: [contactDeliveryListener, leadReplyListener],
        pollMs: 100,
        onAttempt: (outcome) => metrics.mailAttempts.inc({ outcome }),
      })
    : undefined;
  const deps: ServerDeps = {
    env: parsed,
    db,
    logger,
    keys: createKeyStore(db),
    mail: createMailQueue({ env: parsed, logger, onEnqueued: () => mailWorker?.wake() }),
    store: openObjectStore(parsed),
  };
  await deps.store.prepare();
  await mailWorker?.start();
  // As at boot: the signing key exists before the first request.
  await deps.keys.signingKey();
  const pageCache = options.site ? openSitePageCache(deps) : undefined;
  const app = createApp({ deps, state: { ready: true }, restWritten: pageCache?.restWritten, metrics });
  if (options.site)
    app.all(
      '*',
      await createSiteHandler({ deps, app, pageCache: pageCache?.cache, announcements: pageCache?.announcements }),
    );
  const servers: Server[] = [];
  const fetchImpl = ((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(app.fetch(new Request(input, init)))) as typeof fetch;
  return {
    deps,
    mailWorker,
    pageCache: pageCache?.cache,
    fetch: fetchImpl,
    client: () =>
      createClient(testSiteUrl, builtinPublishableKey, {
        global: { fetch: fetchImpl },
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    async listen() {
      const server = createServer(getRequestListener(app.fetch));
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      for (const server of servers) await new Promise((resolve) => server.close(resolve));
      await mailWorker?.stop();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test app of a describe block: started in its `beforeAll` (with `env`, or what `env()`
 * resolves to then), closed in its `afterAll`. What it returns reads through to the started app,
 * so tests and hooks use it as the app itself.
 */
export function useTestApp(
  kind: DbKind,
  env: Record<string, string> | (() => Promise<Record<string, string>>) = {},
  options: { site?: boolean } = {},
): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    if (options.site) ensureBuild();
    started = await startTestApp(kind, typeof env === 'function' ? await env() : env, options);
  }, startTimeoutMs(options));
  afterAll(() => started?.close());
  return readThrough(() => started);
}

/**
 * Two instances of the app on one database, as two server processes have it, for a describe
 * block (started in `beforeAll`, closed in `afterAll`): on PostgreSQL a clone of the migrated
 * database with a connection pool each (`databaseUrl()` its URL); on PGlite, which one process
 * owns, one database shared (closed once; `databaseUrl()` undefined).
 */
export function useTwinApps(
  kind: DbKind,
  options: { site?: boolean } = {},
): { a: TestApp; b: TestApp; databaseUrl(): string | undefined } {
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  let database: { url: string; drop(): Promise<void> } | undefined;
  beforeAll(async () => {
    if (options.site) ensureBuild();
    if (kind === 'postgres') {
      database = await createPgDatabaseUrl(inject('goldenPgDatabase')!);
      a = await startTestApp(kind, {}, { ...options, db: await openPostgres(database.url, { max: 3 }) });
      b = await startTestApp(kind, {}, { ...options, db: await openPostgres(database.url, { max: 3 }) });
    } else {
      const db = await createTestDb(kind);
      a = await startTestApp(kind, {}, { ...options, db });
      b = await startTestApp(kind, {}, { ...options, db: { ...db, close: async () => undefined } });
    }
  }, startTimeoutMs(options));
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await database?.drop();
  });
  return { a: readThrough(() => a), b: readThrough(() => b), databaseUrl: () => database?.url };
}

/** With the site, a start may build it first (scripts/ensure-build.ts): minutes on a busy machine. */
const startTimeoutMs = (options: { site?: boolean }) => (options.site ? 240_000 : undefined);

/** An app that reads through to the one `current()` gives once its `beforeAll` has started it. */
function readThrough(current: () => TestApp | undefined): TestApp {
  const app = () => {
    const started = current();
    if (!started) throw new Error('The test app starts in beforeAll: use it inside a test or a hook.');
    return started;
  };
  return {
    get deps() {
      return app().deps;
    },
    get mailWorker() {
      return app().mailWorker;
    },
    get pageCache() {
      return app().pageCache;
    },
    fetch: (input, init) => app().fetch(input, init),
    client: () => app().client(),
    listen: () => app().listen(),
    close: () => app().close(),
  };
}

/**
 * The test app of a describe block that mails through its own SMTP sink, rate limits off: the sink
 * starts first (the app's SMTP_URL) and closes after the app. `env` adds to the app's settings.
 */
export function useTestAppWithSink(kind: DbKind, env: Record<string, string> = {}): { app: TestApp; sink: SmtpSink } {
  const run = {} as { app: TestApp; sink: SmtpSink };
  afterAll(() => run.sink?.close());
  run.app = useTestApp(kind, async () => {
    run.sink = await startSmtpSink();
    return { SMTP_URL: run.sink.url, RATE_LIMITS: 'false', ...env };
  });
  return run;
}
