/**
 * Runs /rest/v1 statements the way PostgREST does: inside one transaction that first takes the
 * caller's database role and JWT claims (`set_config(…, true)` is transaction-local), so
 * row-level security decides what the statement sees and may change.
 */
import type { Db, PipelineOptions, Queryable, QueryResult, Statement } from '../db/types.ts';
import type { DbRole, RequestAuth } from '../lib/request-auth.ts';

/** The only role names ever written into a session: constants, never request input. */
const roleNames: Record<DbRole, string> = {
  anon: 'anon',
  authenticated: 'authenticated',
  service_role: 'service_role',
};

const setupSql =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), " +
  "set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)";
/** The same, and the role's statement timeout, as PostgREST applies a role's settings. */
const setupWithTimeoutSql = `${setupSql}, set_config('statement_timeout', $4, true)`;

/**
 * The statement that takes the caller's role and claims for the rest of the transaction and,
 * when `timeoutMs` is given (limits.ts), the role's `statement_timeout` for the statements after
 * it (in a pipelined batch each statement's timer starts when it does).
 */
export function roleAndClaims(auth: RequestAuth, timeoutMs?: number): Statement {
  const params = [roleNames[auth.role], JSON.stringify(auth.claims), auth.userId ?? ''];
  if (!timeoutMs) return { sql: setupSql, params };
  return { sql: setupWithTimeoutSql, params: [...params, `${Math.floor(timeoutMs)}ms`] };
}

/**
 * The common case: one statement whose result needs no check before it commits. The setup and
 * the statement go to the database as one pipelined transaction (`Db.pipeline`); a read runs
 * READ ONLY, as PostgREST runs GET requests.
 */
export async function runOnceAs(
  db: Db,
  auth: RequestAuth,
  stmt: Statement,
  options?: PipelineOptions & { timeoutMs?: number | undefined },
): Promise<QueryResult> {
  const [, result] = await db.pipeline([roleAndClaims(auth, options?.timeoutMs), stmt], options);
  return result!;
}

/** A transaction with the caller's role and claims, for work that may still roll back (`.single()` writes). */
export function runAs<T>(db: Db, auth: RequestAuth, fn: (tx: Queryable) => Promise<T>, timeoutMs?: number): Promise<T> {
  const { sql, params } = roleAndClaims(auth, timeoutMs);
  return db.transaction(async (tx) => {
    await tx.query(sql, params);
    return fn(tx);
  });
}
