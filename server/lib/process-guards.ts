/**
 * The process never stays half alive: an unhandled rejection or an uncaught exception is logged
 * as fatal and the server shuts down as on SIGTERM (in-flight requests finish, the database
 * closes, queued mail stays queued), then exits non-zero so a supervisor starts a fresh process.
 * `shutdown` is bounded: past `timeoutMs` the process exits anyway.
 */
import type { Logger } from './logger.ts';

export type ProcessGuards = {
  /** Shuts down and exits with `code` (once; later calls are ignored). */
  exit(code: number): void;
};

export function installProcessGuards(options: {
  logger: Logger;
  shutdown: () => Promise<void>;
  timeoutMs: number;
}): ProcessGuards {
  const { logger } = options;
  let exiting = false;
  const exit = (code: number) => {
    if (exiting) return;
    exiting = true;
    setTimeout(() => {
      logger.error('shutdown did not finish in time: exiting now');
      process.exit(code);
    }, options.timeoutMs).unref();
    options.shutdown().then(
      () => process.exit(code),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(code || 1);
      },
    );
  };
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled promise rejection: shutting down');
    exit(1);
  });
  process.on('uncaughtException', (err) => {
    logger.fatal({ err }, 'uncaught exception: shutting down');
    exit(1);
  });
  return { exit };
}
