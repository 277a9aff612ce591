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

/** The statement that takes the caller's role and claims for the rest of the transaction. */
export function roleAndClaims(auth: RequestAuth): Statement {
  return { sql: setupSql, params: [roleNames[auth.role], JSON.stringify(auth.claims), auth.userId ?? ''] };
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
  options?: PipelineOptions,
): Promise<QueryResult> {
  const [, result] = await db.pipeline([roleAndClaims(auth), stmt], options);
  return result!;
}

/** A transaction with the caller's role and claims, for work that may still roll back (`.single()` writes). */
export function runAs<T>(db: Db, auth: RequestAuth, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const { sql, params } = roleAndClaims(auth);
  return db.transaction(async (tx) => {
    await tx.query(sql, params);
    return fn(tx);
  });
}
