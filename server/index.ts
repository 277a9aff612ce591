import { mkdirSync } from 'node:fs';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/lock.ts';
import { EnvError, loadEnv } from './lib/env.ts';

async function main() {
  // Every file this process makes (database, uploads, outbox, admin.json) is its owner's only.
  process.umask(0o077);
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      process.stderr.write(`${err.message}\nSee .env.example for every variable and its format.\n`);
      process.exit(1);
    }
    throw err;
  }
  // Checked before loading the rest of the server, so a second server on the same data
  // directory is refused at once.
  let lock: DataDirLock | undefined;
  if (!env.DATABASE_URL) {
    try {
      mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
      lock = lockDataDir(env.DATA_DIR);
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
  }

  const { createLogger } = await import('./lib/logger.ts');
  const { startServer } = await import('./start.ts');
  const { installProcessGuards } = await import('./lib/process-guards.ts');
  const { heldMailNotice } = await import('./mail/mail-queue.ts');
  const logger = createLogger({ level: env.LOG_LEVEL, pretty: env.NODE_ENV === 'development' });
  let running: Awaited<ReturnType<typeof startServer>> | undefined;
  const guards = installProcessGuards({
    logger,
    shutdown: async () => {
      if (!running) return lock?.release();
      await running.close();
      logger.info('shutdown complete');
    },
    // Draining, then the mail worker, each up to SHUTDOWN_TIMEOUT_MS.
    timeoutMs: env.SHUTDOWN_DELAY_MS + 2 * env.SHUTDOWN_TIMEOUT_MS + 2000,
  });
  const onFatal = (err: Error) => {
    logger.fatal({ err }, 'the database cannot be used any more: exiting for a restart');
    guards.exit(1);
  };
  try {
    running = await startServer(env, logger, lock, { onFatal });
  } catch (err) {
    logger.fatal({ err }, 'server failed to start');
    lock?.release();
    process.exit(1);
  }
  logger.info({ url: running.url, database: env.DATABASE_URL ? 'postgres' : 'pglite' }, 'server listening');
  process.stdout.write(`\n  Site ready at ${running.url}\n\n`);
  const held = heldMailNotice(env);
  if (held) process.stdout.write(`  ${held}\n\n`);

  let signalled = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (signalled) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    signalled = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    guards.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

await main();
