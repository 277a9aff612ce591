/**
 * The probes a supervisor or load balancer asks:
 *
 *   GET /healthz  liveness: 200 while the process serves HTTP (draining included), with the
 *                 release (version, commit). It touches
 *                 nothing else, so a slow or unreachable database never gets a live process
 *                 restarted; a database that cannot be used any more ends the process instead
 *                 (server/index.ts).
 *   GET /readyz   readiness: 200 only when the database answers and every migration this code
 *                 knows is applied; 503 while starting, from the moment SIGTERM arrives, and
 *                 whenever the database does not answer or lags behind the code.
 */
import type { Context } from 'hono';
import type { AppEnv, ServerDeps } from '../context.ts';
import { migrationStatus, type Migration } from '../db/migrate.ts';
import { currentRelease } from './release.ts';

export type ProbeState = { ready: boolean; draining?: boolean };

/** Also names the release, so a rolling deploy can be watched instance by instance. */
export function healthz(deps: Pick<ServerDeps, 'db'>) {
  return (c: Context<AppEnv>) => c.json({ status: 'ok', database: deps.db.kind, ...currentRelease() });
}

export function readyz(deps: Pick<ServerDeps, 'db'>, state: ProbeState, migrations: () => Promise<Migration[]>) {
  return async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-store');
    if (!state.ready) return c.json({ status: state.draining ? 'draining' : 'starting' }, 503);
    let pending: string[];
    try {
      pending = (await migrationStatus(deps.db, await migrations())).pending;
    } catch (err) {
      c.get('log').warn({ err }, 'readiness: the database does not answer');
      return c.json({ status: 'unavailable', reason: 'the database does not answer' }, 503);
    }
    if (pending.length > 0) return c.json({ status: 'unavailable', reason: 'migrations pending', pending }, 503);
    return c.json({ status: 'ready', database: deps.db.kind });
  };
}
