import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import type { Logger } from './logger.ts';

/** Attaches a request-scoped child logger and logs one line per finished request. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    const log = logger.child({ reqId: c.get('requestId') });
    c.set('log', log);
    await next();
    const status = c.res.status;
    const line = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - start) * 10) / 10,
    };
    if (status >= 500) log.error(line, 'request failed');
    else log.info(line, 'request');
  };
}
