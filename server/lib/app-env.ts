import type { Logger } from './logger.ts';

/** Per-request values, set by the middleware in server/app.ts: Hono's `Env` for every sub-app. */
export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    /** This response's CSP script nonce, made on first use (server/lib/security-headers.ts). */
    cspNonce: () => string;
  };
};
