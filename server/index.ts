import { mkdirSync } from 'node:fs';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/lock.ts';
import { EnvError, loadEnv } from './lib/env.ts';

async function main() {
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
      mkdirSync(env.DATA_DIR, { recursive: true });
      lock = lockDataDir(env.DATA_DIR);
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
  }

  const { createLogger } = await import('./lib/logger.ts');
  const { startServer } = await import('./start.ts');
  const { heldMailNotice } = await import('./mail/mail-queue.ts');
  const logger = createLogger({ level: env.LOG_LEVEL, pretty: env.NODE_ENV === 'development' });
  let running;
  try {
    running = await startServer(env, logger, lock);
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
    running.close().then(
      () => {
        logger.info('shutdown complete');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

await main();
