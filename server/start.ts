import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createOperatorAccess, type OperatorAccess } from './operator/operator-access.ts';
import { createApp, type AppState } from './app.ts';
import type { ServerDeps } from './deps.ts';
import { lockDataDir, type DataDirLock } from './db/lock.ts';
import { migrate } from './db/migrate.ts';
import { createKeyStore } from './lib/keys.ts';
import { contactDeliveryListener } from './contact/delivery-state.ts';
import { startLeadDigest } from './leads/lead-digest.ts';
import { leadReplyListener } from './leads/lead-replies.ts';
import { startWebinarMail } from './webinars/webinar-mail.ts';
import { requeueContactNotifications } from './contact/requeue-notifications.ts';
import { createMailQueue } from './mail/mail-queue.ts';
import { createMailWorker, type MailWorker } from './mail/worker.ts';
import { openDatabase } from './db/open.ts';
import { sweepDiscarded } from './storage/discard.ts';
import { openObjectStore } from './storage/open-store.ts';
import type { Db } from './db/types.ts';
import type { Env } from './lib/env.ts';
import type { Logger } from './lib/logger.ts';
import { openSitePageCache } from './site/page-cache.ts';
import { createMetrics, type Metrics } from './metrics/metrics.ts';
import { startLeadRetention } from './privacy/lead-retention.ts';
import { clientDir, createSiteHandler } from './site/handler.ts';

export type RunningServer = {
  url: string;
  server: Server;
  /**
   * Turns /readyz to 503, stops accepting (after SHUTDOWN_DELAY_MS), lets in-flight requests
   * finish (up to SHUTDOWN_TIMEOUT_MS), closes the database.
   */
  close(): Promise<void>;
};

/** Takes the data-directory lock when the embedded database is in use (PostgreSQL needs none). */
export function takeDataDirLock(env: Env): DataDirLock | undefined {
  if (env.DATABASE_URL) return undefined;
  mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  return lockDataDir(env.DATA_DIR);
}

export type StartOptions = {
  /** Told when the database can no longer be used and no retry will cure it (DbConfig.onFatal). */
  onFatal?: (err: Error) => void;
};

/** Boots everything: lock, database, migrations, the mail worker, the Hono app, the HTTP server. */
export async function startServer(
  env: Env,
  logger: Logger,
  heldLock?: DataDirLock,
  options: StartOptions = {},
): Promise<RunningServer> {
  const dev = env.NODE_ENV === 'development';
  // The lock guards the embedded database and the on-disk storage under DATA_DIR.
  const lock = heldLock ?? takeDataDirLock(env);
  let db: Db | undefined;
  let mailWorker: MailWorker | undefined;
  try {
    db = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolMax: env.DATABASE_POOL_MAX,
      onIdleError: (err) => logger.warn({ err }, 'database connection dropped; the pool reconnects'),
      onFatal: options.onFatal,
    });
    const applied = await migrate(db);
    logger.info({ database: db.kind, applied }, applied.length ? 'database migrated' : 'database up to date');
    const keys = createKeyStore(db, { privateKeyFile: env.JWT_PRIVATE_KEY_FILE });
    await keys.signingKey();
    const store = openObjectStore(env);
    await store.prepare();
    // Versions a stopped process or a finished backup left for deletion.
    sweepDiscarded(db, store, logger, { all: true }).catch((err: unknown) =>
      logger.warn({ err }, 'could not delete discarded object versions'),
    );
    const metrics = createMetrics({ processMetrics: true });
    const worker = createMailWorker({
      db,
      env,
      logger,
      onAttempt: (outcome) => metrics.mailAttempts.inc({ outcome }),
      listeners: [contactDeliveryListener, leadReplyListener],
      // The embedded database has one process: a lease found now was left by one that died.
      releaseLeasesAtStart: db.kind === 'pglite',
    });
    mailWorker = worker;
    const mail = createMailQueue({ env, logger, onEnqueued: () => worker.wake() });
    const deps: ServerDeps = { env, db, logger, keys, mail, store };
    await requeueContactNotifications(deps, logger);
    await worker.start();
    return await listen(deps, { mailWorker: worker, metrics }, lock, dev);
  } catch (err) {
    await mailWorker?.stop().catch(() => undefined);
    await db?.close().catch(() => undefined);
    lock?.release();
    throw err;
  }
}

async function listen(
  deps: ServerDeps,
  { mailWorker, metrics }: { mailWorker: MailWorker; metrics: Metrics },
  lock: DataDirLock | undefined,
  dev: boolean,
): Promise<RunningServer> {
  const { env, db, logger } = deps;
  const state: AppState = { ready: false };
  // With the embedded database only this process can open it: operator commands ask it instead.
  const admin = lock ? createOperatorAccess(env.DATA_DIR) : undefined;
  const pageCache = openSitePageCache(deps);
  // Erases leads older than the retention period admins set, once a day, whichever process is up.
  const retention = startLeadRetention(db, logger);
  // Staff's daily digest of their waiting leads, once a working day (ADR 040).
  const digest = startLeadDigest(deps);
  // Webinar reminders and recordings, each once per registrant (ADR 040).
  const webinarMail = startWebinarMail(deps);
  const app = createApp({
    deps,
    state,
    staticRoot: dev ? undefined : clientDir,
    operatorToken: admin?.token,
    restWritten: pageCache?.restWritten,
    metrics,
  });
  const server = createServer();
  const vite = dev ? await createViteDevServer(server) : undefined;
  app.all(
    '*',
    await createSiteHandler({ deps, app, vite, pageCache: pageCache?.cache, announcements: pageCache?.announcements }),
  );
  const appListener = getRequestListener(app.fetch);
  // While draining, every answer closes its connection: a proxy keeping connections to this
  // process stops reusing them before it stops accepting (deploy/nginx/, ADR 033).
  const honoListener = (req: IncomingMessage, res: ServerResponse) => {
    if (state.draining) res.setHeader('Connection', 'close');
    return appListener(req, res);
  };
  const listener = vite
    ? (req: IncomingMessage, res: ServerResponse) => vite.middlewares(req, res, () => honoListener(req, res))
    : honoListener;
  server.on('request', listener);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  state.ready = true;
  const { port } = server.address() as AddressInfo;
  const url = `http://${env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST}:${port}`;
  publishOperatorAccess(admin, env.HOST, port, logger);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // /readyz answers 503 from here on; new connections are still taken for SHUTDOWN_DELAY_MS,
      // so a load balancer sees the server leave before it refuses connections.
      state.ready = false;
      state.draining = true;
      if (env.SHUTDOWN_DELAY_MS > 0) await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DELAY_MS));
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => {
        logger.warn('shutdown timeout reached; closing remaining connections');
        server.closeAllConnections();
      }, env.SHUTDOWN_TIMEOUT_MS);
      await drained;
      clearTimeout(timer);
      await vite?.close();
      admin?.withdraw();
      // An attempt in flight finishes (or is aborted) and is recorded before the database closes.
      await mailWorker.stop(env.SHUTDOWN_TIMEOUT_MS);
      await retention.stop(env.SHUTDOWN_TIMEOUT_MS);
      await digest.stop(env.SHUTDOWN_TIMEOUT_MS);
      await webinarMail.stop(env.SHUTDOWN_TIMEOUT_MS);
      await db.close();
      lock?.release();
    })());
  return { url, server, close };
}

/** admin.json names a loopback address: operator commands run on this machine. */
function publishOperatorAccess(admin: OperatorAccess | undefined, host: string, port: number, logger: Logger): void {
  if (!admin) return;
  const loopback = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host;
  try {
    admin.publish(`http://${loopback}:${port}`);
  } catch (err) {
    logger.warn({ err }, 'could not write admin.json: npm run leads will not reach this server');
  }
}

async function createViteDevServer(server: Server) {
  const { createServer: createVite } = await import('vite');
  return createVite({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom' });
}
