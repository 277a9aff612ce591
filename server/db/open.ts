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
    });
  return openPgliteThread(path.join(config.dataDir, 'pglite'));
}
