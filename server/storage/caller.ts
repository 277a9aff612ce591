/**
 * Who is calling, and the database work done as them. Like PostgREST, every statement that
 * reads or writes objects runs in a transaction that first takes the caller's role and JWT
 * claims (`set_config('role', …, true)` and `request.jwt.claims`), so storage's RLS policies,
 * not this code, decide who may do what.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import type { ServerDeps } from '../deps.ts';
import type { Db, Queryable } from '../db/types.ts';
import { authenticate, isTokenProblem, type RequestAuth } from '../lib/request-auth.ts';
import { roleAndClaims } from '../lib/request-claims.ts';
import { storageErrors } from './errors.ts';

/** The caller of this request; a bad or expired token is refused (AccessDenied), never downgraded. */
export async function callerOf(c: Context<AppEnv>, deps: ServerDeps): Promise<RequestAuth> {
  const result = await authenticate(
    { authorization: c.req.header('authorization'), apikey: c.req.header('apikey') },
    deps.keys,
  );
  if (isTokenProblem(result)) throw storageErrors.accessDenied(result.message);
  c.set('userId', result.userId);
  return result;
}

const statementTimeoutMs = 10_000;

/**
 * Runs `fn` in one transaction as `caller` (a signed-in caller's session checked first,
 * request-claims.ts); rolls back when `fn` throws.
 */
export function asCaller<T>(db: Db, caller: RequestAuth, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const { sql, params } = roleAndClaims(caller, statementTimeoutMs);
    await tx.query(sql, params);
    return fn(tx);
  });
}

const rollback = Symbol('rollback');

/**
 * Runs `fn` as `caller` and always rolls back: a dry run that asks RLS whether a write would
 * be allowed before the upload's bytes are read.
 */
export async function dryRun(db: Db, caller: RequestAuth, fn: (tx: Queryable) => Promise<void>): Promise<void> {
  try {
    await asCaller(db, caller, async (tx) => {
      await fn(tx);
      throw rollback;
    });
  } catch (err) {
    if (err !== rollback) throw err;
  }
}
