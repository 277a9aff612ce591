import path from 'node:path';
import { openPgliteThread } from './pglite-thread.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './types.ts';

export type DbConfig = {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolMax: number;
  /** Told when the PostgreSQL server drops an idle pooled connection (the pool reconnects). */
  onIdleError?: (err: Error) => void;
  /** PostgreSQL's application_name for the connections (operator commands name theirs). */
  applicationName?: string;
  /**
   * Told when the database can no longer be used and no retry will cure it: the PGlite thread
   * died, or PostgreSQL refuses the credentials or no longer has the database. The server then
   * exits non-zero so that its supervisor restarts it.
   */
  onFatal?: (err: Error) => void;
};

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite under `<dataDir>/pglite`, run on
 * its own thread (pglite-thread.ts).
 */
export function openDatabase(config: DbConfig): Promise<Db> {
  if (config.databaseUrl)
    return openPostgres(config.databaseUrl, {
      max: config.poolMax,
      onIdleError: config.onIdleError,
      applicationName: config.applicationName,
      onFatal: config.onFatal,
    });
  return openPgliteThread(path.join(config.dataDir, 'pglite'), { onFatal: config.onFatal });
}
