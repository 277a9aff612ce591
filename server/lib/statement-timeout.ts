/**
 * The time budget of the server's own statements (those outside /rest/v1 and the search: the
 * form intake's look-ups, the job applications', the admin and operator lists; #26 item 2). Each
 * such statement carries the clock guard `rest_guard.on_time($n)` (migration 0015), checked at
 * every row it scans, on both engines: PGlite never fires `statement_timeout`, and the guard is
 * what the REST statements carry there. Past its budget the statement fails with SQLSTATE 57014,
 * as `statement_timeout` would, and the route answers 503 with Retry-After (`overBudget`).
 *
 * The budget is the REST one for the same kind of caller (server/rest/limits.ts): a visitor's
 * (`anon`, REST_TIMEOUT_ANON_MS) or staff's (`staff`, REST_TIMEOUT_AUTHENTICATED_MS); on the
 * embedded database also at most REST_TIMEOUT_EMBEDDED_MS, since one statement holds its single
 * thread, sign-in included.
 */
import { ApiError } from './api-error.ts';

export type StatementBudgetSettings = {
  REST_TIMEOUT_ANON_MS: number;
  REST_TIMEOUT_AUTHENTICATED_MS: number;
  REST_TIMEOUT_EMBEDDED_MS: number;
};

/** Milliseconds one server statement may run for `caller` on `dbKind` (an integer ≥ 1). */
export function statementBudgetMs(
  env: StatementBudgetSettings,
  dbKind: 'pglite' | 'postgres',
  caller: 'anon' | 'staff',
): number {
  const ms = caller === 'anon' ? env.REST_TIMEOUT_ANON_MS : env.REST_TIMEOUT_AUTHENTICATED_MS;
  return Math.max(1, Math.floor(dbKind === 'pglite' ? Math.min(ms, env.REST_TIMEOUT_EMBEDDED_MS) : ms));
}

/**
 * The clock guard for a budget of `ms` milliseconds as an SQL expression with the number written
 * in (an integer from configuration, never request input).
 */
export function clockGuard(ms: number): string {
  return `rest_guard.on_time(${Math.max(1, Math.floor(ms))})`;
}

/** A statement cancelled by its time budget: statement_timeout or the clock guard (SQLSTATE 57014). */
export function isStatementTimeout(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '57014';
}

/** The answer to a statement cut by its budget: 503, try again in a few seconds. */
export function overBudget(): ApiError {
  return new ApiError(503, 'statement_timeout', 'The server is busy. Please try again in a moment.', {
    headers: { 'Retry-After': '5' },
  });
}
