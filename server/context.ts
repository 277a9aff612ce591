import type { Db } from './db/types.ts';
import type { Env } from './lib/env.ts';
import type { KeyStore } from './lib/keys.ts';
import type { Logger } from './lib/logger.ts';
import type { MailQueue } from './mail/mail-queue.ts';
import type { ObjectStore } from './storage/store.ts';

/** What every sub-app is built from. Created once at boot (or per test). */
export type ServerDeps = {
  env: Env;
  db: Db;
  logger: Logger;
  /** ES256 keys that sign and verify access tokens (server/lib/keys.ts). */
  keys: KeyStore;
  /**
   * Outgoing mail: `enqueue(tx, …)` in the transaction of the change that causes it; the worker
   * in server/mail/worker.ts sends it (ADR 021).
   */
  mail: MailQueue;
  /** Object bytes: files under DATA_DIR/storage, or an S3 bucket (server/storage/store.ts). */
  store: ObjectStore;
};

/** Per-request values set by the middleware in app.ts. */
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
