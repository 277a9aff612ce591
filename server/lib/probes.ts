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
import type { AppEnv } from './app-env.ts';
import { migrationStatus, type Migration } from '../db/migrate.ts';
import type { Db } from '../db/types.ts';
import { currentRelease } from './release.ts';

export type ProbeState = { ready: boolean; draining?: boolean };

/** Also names the release, so a rolling deploy can be watched instance by instance. */
export function healthz(deps: { db: Db }) {
  return (c: Context<AppEnv>) => c.json({ status: 'ok', database: deps.db.kind, ...currentRelease() });
}

export type Readiness = { ready: boolean; body: Record<string, unknown>; err?: unknown };

/** What /readyz answers, also read by the `app_ready` metric (server/metrics/). */
export async function checkReadiness(
  deps: { db: Db },
  state: ProbeState,
  migrations: () => Promise<Migration[]>,
): Promise<Readiness> {
  if (!state.ready) return { ready: false, body: { status: state.draining ? 'draining' : 'starting' } };
  let pending: string[];
  try {
    pending = (await migrationStatus(deps.db, await migrations())).pending;
  } catch (err) {
    return { ready: false, body: { status: 'unavailable', reason: 'the database does not answer' }, err };
  }
  if (pending.length > 0)
    return { ready: false, body: { status: 'unavailable', reason: 'migrations pending', pending } };
  return { ready: true, body: { status: 'ready', database: deps.db.kind } };
}

export function readyz(deps: { db: Db }, state: ProbeState, migrations: () => Promise<Migration[]>) {
  return async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-store');
    const readiness = await checkReadiness(deps, state, migrations);
    if (readiness.err) c.get('log').warn({ err: readiness.err }, 'readiness: the database does not answer');
    return c.json(readiness.body, readiness.ready ? 200 : 503);
  };
}
