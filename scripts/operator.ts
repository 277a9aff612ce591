/**
 * What the operator commands (backup, restore, migrate) share: the environment as the server
 * reads it, and the way to the database. With DATABASE_URL a command connects itself. With the
 * embedded database only one process may open DATA_DIR: when a server holds it, a command asks
 * that server through DATA_DIR/admin.json (its loopback URL and a token); otherwise it takes the
 * directory's lock and opens the database itself, so it never opens it beside a live server.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { readOperatorFile, type OperatorFile } from '../server/operator/operator-access.ts';
import { readApiError, type ApiErrorBody } from '../rules/api-error.ts';
import { DataDirLockedError, lockDataDir } from '../server/db/lock.ts';
import { openDatabase } from '../server/db/open.ts';
import type { Db } from '../server/db/types.ts';
import { EnvError, loadEnv, type Env } from '../server/lib/env.ts';

export class UsageError extends Error {}

export type Reach = { via: 'server'; admin: OperatorFile } | { via: 'database'; db: Db; close(): Promise<void> };

export function operatorEnv(): Env {
  try {
    return loadEnv();
  } catch (err) {
    if (err instanceof EnvError) throw new UsageError(`${err.message}\nSee .env.example for every variable.`);
    throw err;
  }
}

function serverAdmin(env: Env, holderPid: number): OperatorFile {
  const admin = readOperatorFile(env.DATA_DIR);
  if (!admin || admin.pid !== holderPid) {
    throw new UsageError(
      `The server (pid ${holderPid}) holding ${path.resolve(env.DATA_DIR)} has published no admin endpoint ` +
        '(DATA_DIR/admin.json). Restart it with this version of the site, or stop it and run this again.',
    );
  }
  return admin;
}

/**
 * The database as `command` may reach it. `exclusive` refuses a running server on the embedded
 * database instead of asking it (restore); `create` allows a DATA_DIR with no database yet.
 */
export async function reachDatabase(
  env: Env,
  options: { command: string; exclusive?: boolean; create?: boolean },
): Promise<Reach> {
  const applicationName = `aravali-site-${options.command}`;
  if (env.DATABASE_URL) {
    const db = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolMax: 2,
      applicationName,
    });
    return { via: 'database', db, close: () => db.close() };
  }
  if (!options.create && !existsSync(path.join(env.DATA_DIR, 'pglite', 'PG_VERSION'))) {
    throw new UsageError(
      `There is no database in ${path.resolve(env.DATA_DIR)} yet. Start the site once (npm start), or set DATA_DIR or DATABASE_URL.`,
    );
  }
  // A command that may create the database may also be the first to use DATA_DIR (as the server
  // makes it: readable by its owner only).
  if (options.create) mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  let lock;
  try {
    lock = lockDataDir(env.DATA_DIR);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    if (options.exclusive) throw new UsageError(`${err.message}\nnpm run ${options.command} needs the server stopped.`);
    return { via: 'server', admin: serverAdmin(env, err.holderPid) };
  }
  try {
    const db = await openDatabase({ dataDir: env.DATA_DIR, poolMax: 1 });
    return {
      via: 'database',
      db,
      async close() {
        await db.close();
        lock.release();
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}

/** GET `pathname` on the running server's admin endpoint (or POST `json` there). */
export async function askServer(admin: OperatorFile, pathname: string, json?: unknown): Promise<Response> {
  const init: RequestInit =
    json === undefined
      ? { headers: { Authorization: `Bearer ${admin.token}` } }
      : {
          method: 'POST',
          headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(json),
        };
  const res = await fetch(`${admin.url}${pathname}`, init).catch((err: unknown) => {
    throw new UsageError(`Could not reach the running server at ${admin.url}: ${(err as Error).message}`);
  });
  if (!res.ok) {
    const text = await res.text();
    // The operator endpoints explain a refused input in the API error shape: say just its message.
    let refusal: ApiErrorBody | null;
    try {
      refusal = res.status === 400 ? readApiError(JSON.parse(text)) : null;
    } catch {
      refusal = null;
    }
    throw new UsageError(refusal?.message ?? `The running server answered ${res.status} ${text}`);
  }
  return res;
}

/**
 * Runs a command's main, printing usage and settings errors plainly (with `usage` where the
 * arguments did not parse) and exiting 1; anything else is a crash.
 */
export async function runCommand(main: () => Promise<void>, usage: string): Promise<void> {
  try {
    await main();
    process.exitCode = 0;
  } catch (err) {
    const parseError = err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS');
    if (!(err instanceof UsageError) && !(err instanceof EnvError) && !parseError) throw err;
    process.stderr.write(`${(err as Error).message}\n${parseError ? `${usage}\n` : ''}`);
    process.exitCode = 1;
  }
}

/** A database URL without its password, for messages. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** Where a command reached the database, in words ("the embedded database in …"). */
export function reachedWhere(env: Env, reach: Reach): string {
  if (reach.via === 'server') return `the running server (pid ${reach.admin.pid}) at ${reach.admin.url}`;
  return env.DATABASE_URL
    ? `PostgreSQL at ${redact(env.DATABASE_URL)}`
    : `the embedded database in ${path.resolve(env.DATA_DIR)} (no server running)`;
}
