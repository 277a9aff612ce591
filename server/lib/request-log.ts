import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { clientIp, type ClientIpOptions } from './client-ip.ts';
import type { Logger } from './logger.ts';

/**
 * Attaches a request-scoped child logger and logs one line per finished request, with the
 * client's address (as TRUST_PROXY resolves it: the one place this app reads it for a request,
 * kept as `clientIp` for others) and the user's id when a handler verified a token.
 */
export function requestLog(logger: Logger, proxies: ClientIpOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    const client = clientIp(c, proxies);
    c.set('clientIp', client);
    const log = logger.child({ reqId: c.get('requestId') });
    c.set('log', log);
    await next();
    const status = c.res.status;
    const userId = c.get('userId');
    const line = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - start) * 10) / 10,
      client,
      ...(userId ? { userId } : {}),
    };
    if (status >= 500) log.error(line, 'request failed');
    else log.info(line, 'request');
  };
}
