/**
 * The limits PostgREST and Supabase put on /rest/v1 (ADR 019), as this server applies them:
 *
 * - `maxRows`: at most this many rows in one response (PostgREST's `db-max-rows`, 1000 on
 *   Supabase). A read asking for more, or for no limit, gets the first `maxRows` of its range;
 *   `Content-Range` still names the rows sent and, with `count=exact`, the exact total.
 * - a statement timeout per role (Supabase: anon 3 s, authenticated 8 s, as role settings
 *   PostgREST applies in each transaction). On PostgreSQL it is `statement_timeout`, set for the
 *   transaction. Embedded PGlite runs in WebAssembly without signals and never fires
 *   `statement_timeout`; there every statement carries a guard (`rest_guard.on_time(ms)`,
 *   migration 0015) that checks the clock at each row scanned and aggregated and fails the
 *   statement with the same SQLSTATE 57014 and message. On PGlite the budget is also capped by
 *   `REST_TIMEOUT_EMBEDDED_MS`: one statement holds the single database thread, sign-in included.
 * - `maxBytes`: the JSON text of one response may be at most this long (both engines,
 *   `rest_guard.capped`, migration 0016): past it the statement fails with 400 P0001 and a hint,
 *   instead of the server reading hundreds of MB into memory in one piece.
 */
import type { DbRole } from '../lib/request-auth.ts';
import { clockGuard } from '../lib/statement-timeout.ts';
import type { StatementLimits } from './sql-parts.ts';

export type RestLimits = {
  maxRows: number;
  /** Statement timeout per role, in milliseconds (0: none). */
  timeoutMs: Readonly<Record<DbRole, number>>;
  /** What every statement of `role` carries: clock guard (embedded database only), byte cap. */
  statement: (role: DbRole) => StatementLimits;
};

export type RestLimitSettings = {
  REST_MAX_ROWS: number;
  REST_TIMEOUT_ANON_MS: number;
  REST_TIMEOUT_AUTHENTICATED_MS: number;
  REST_TIMEOUT_EMBEDDED_MS: number;
  REST_MAX_RESPONSE_BYTES: number;
  REST_AGGREGATES: boolean;
};

export function restLimits(env: RestLimitSettings, dbKind: 'pglite' | 'postgres'): RestLimits {
  const timeoutMs: Record<DbRole, number> = {
    anon: env.REST_TIMEOUT_ANON_MS,
    authenticated: env.REST_TIMEOUT_AUTHENTICATED_MS,
    service_role: 0,
  };
  const embedded = dbKind === 'pglite';
  return {
    maxRows: env.REST_MAX_ROWS,
    timeoutMs,
    statement: (role) => {
      const maxBytes = env.REST_MAX_RESPONSE_BYTES;
      const aggregates = env.REST_AGGREGATES;
      if (!embedded) return { maxBytes, aggregates };
      const ms = Math.min(timeoutMs[role] || Infinity, env.REST_TIMEOUT_EMBEDDED_MS);
      return { guard: clockGuard(ms), maxBytes, aggregates };
    },
  };
}
