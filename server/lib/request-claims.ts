/**
 * The first statement of every /rest/v1 and /storage/v1 transaction: it takes the caller's
 * database role and JWT claims for the rest of the transaction (`set_config(…, true)`, as
 * PostgREST does), so row-level security decides what the statements after it see and change.
 *
 * For a signed-in user it also checks the token against the current state of its session, in the
 * same statement (ADR 034): the session exists, is the token's user's and has not ended (signed
 * out, banned, the staff role taken away), and a token that claims aal2 belongs to a session that
 * still has it. Otherwise `auth.refuse_token` (migration 0170) raises SQLSTATE PT401 and the
 * transaction does nothing. One primary-key probe in a statement the request sends anyway: no
 * round trip, no cache to go stale, the same answer on every process at once.
 */
import { isUuid } from '../../rules/uuid.ts';
import type { Statement } from '../db/types.ts';
import type { DbRole, RequestAuth } from './request-auth.ts';

/** The only role names ever written into a session: constants, never request input. */
const roleNames: Record<DbRole, string> = {
  anon: 'anon',
  authenticated: 'authenticated',
  service_role: 'service_role',
};

/** Why a token is refused: the message of the 401 (REST) or AccessDenied (storage). */
export const sessionEnded = 'Session has ended: sign in again';

/** The SQLSTATE of a refusal (PostgREST's PTxyz convention: HTTP 401). */
export const sessionRefusedCode = 'PT401';

const setupSql =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), " +
  "set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)";

/**
 * The session check as one more column of the setup statement, its parameters from `$n` on: one
 * primary-key probe of auth.sessions. A ban ends the user's sessions (migration 0050), taking a
 * staff role away deletes them (0170), deleting the user deletes them (cascade) and removing the
 * factor lowers their aal (mfa-unenroll.ts): the session row alone says whether the token is good.
 */
function sessionCheck(n: number): string {
  return `coalesce((select 0 from auth.sessions as s
      where s.id = $${n}::uuid and s.user_id = $3::uuid and (s.not_after is null or s.not_after > now())
        and ($${n + 1}::text <> 'aal2' or s.aal = 'aal2')),
    auth.refuse_token('${sessionEnded}'))`;
}

/** What of a signed-in token the check compares: its session and assurance level. */
function sessionParams(claims: RequestAuth['claims']): [string | null, string] {
  const sessionId = isUuid(claims.session_id) ? claims.session_id : null;
  return [sessionId, typeof claims.aal === 'string' ? claims.aal : ''];
}

/**
 * The statement that takes the caller's role and claims and, when `timeoutMs` is given, the role's
 * `statement_timeout` for the statements after it (in a pipelined batch each statement's timer
 * starts when it does). `checkSession: false` leaves the session check out: for benchmarks that
 * measure what it costs, never for a request.
 */
export function roleAndClaims(auth: RequestAuth, timeoutMs?: number, options: { checkSession?: boolean } = {}) {
  const params: unknown[] = [roleNames[auth.role], JSON.stringify(auth.claims), auth.userId ?? ''];
  const columns = [setupSql];
  if (timeoutMs) {
    params.push(`${Math.floor(timeoutMs)}ms`);
    columns.push(`set_config('statement_timeout', $${params.length}, true)`);
  }
  if (auth.role === 'authenticated' && auth.userId && options.checkSession !== false) {
    columns.push(sessionCheck(params.length + 1));
    params.push(...sessionParams(auth.claims));
  }
  return { sql: columns.join(', '), params } satisfies Statement;
}
