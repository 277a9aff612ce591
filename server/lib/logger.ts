import { pino, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/** JSON logs in production, pretty logs in development (when pino-pretty is installed). */
export function createLogger(options: { level: string; pretty: boolean }): Logger {
  const base: LoggerOptions = {
    level: options.level,
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
