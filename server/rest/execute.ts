/**
 * Runs /rest/v1 statements the way PostgREST does: inside one transaction that first takes the
 * caller's database role and JWT claims (`set_config(…, true)` is transaction-local), so
 * row-level security decides what the statement sees and may change, and that checks a signed-in
 * caller's session (server/lib/request-claims.ts).
 */
import type { Db, PipelineOptions, Queryable, QueryResult, Statement } from '../db/types.ts';
import type { RequestAuth } from '../lib/request-auth.ts';
import { roleAndClaims } from '../lib/request-claims.ts';

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
