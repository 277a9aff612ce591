import { hostname } from 'node:os';
import { pino, type Logger, type LoggerOptions } from 'pino';
import { currentRelease } from './release.ts';

export type { Logger };

/**
 * JSON logs in production, pretty logs in development (when pino-pretty is installed). Every line
 * names the release (version and commit, server/lib/release.ts) beside pid and hostname.
 */
export function createLogger(options: { level: string; pretty: boolean }): Logger {
  const base: LoggerOptions = {
    level: options.level,
    base: { pid: process.pid, hostname: hostname(), ...currentRelease() },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.apikey', 'req.headers.cookie', '*.password', '*.refresh_token'],
      censor: '[redacted]',
    },
  };
  if (options.pretty) {
    return pino({
      ...base,
      transport: {
        target: 'pino-pretty',
        options: { colorize: true, translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
      },
    });
  }
  return pino(base);
}
