import type { Logger } from './logger.ts';

/** Per-request values, set by the middleware in server/app.ts: Hono's `Env` for every sub-app. */
export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    /** This response's CSP script nonce, made on first use (server/lib/security-headers.ts). */
    cspNonce: () => string;
    /** The caller's address as TRUST_PROXY resolves it, set once by the request log. */
    clientIp: string;
    /** The signed-in user, once a token was verified (REST, storage, auth): for the request log. */
    userId: string | undefined;
    /** The route label for metrics where the matched pattern is a catch-all (server/metrics/metrics.ts). */
    route: string | undefined;
  };
};
