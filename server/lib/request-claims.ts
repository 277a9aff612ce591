/**
 * The first statement of every /rest/v1 and /storage/v1 transaction: it takes the caller's
 * database role and JWT claims for the rest of the transaction (`set_config(…, true)`, as
 * PostgREST does), so row-level security decides what the statements after it see and change.
 *
 * For a signed-in user it also checks the token against the current state of its session, in the
 * same statement (ADR 031): the session exists and has not ended, the user is not banned, the
 * staff role the token carries is still the user's, and a token that claims aal2 belongs to a
 * session that still has it. Otherwise `auth.refuse_token` (migration 0170) raises SQLSTATE PT401
 * and the transaction does nothing. Two primary-key probes in a statement the request sends anyway:
 * no round trip, no cache to go stale, the same answer on every process.
 */
import type { Statement } from '../db/types.ts';
import type { DbRole, RequestAuth } from './request-auth.ts';

/** The only role names ever written into a session: constants, never request input. */
const roleNames: Record<DbRole, string> = {
  anon: 'anon',
  authenticated: 'authenticated',
  service_role: 'service_role',
};

/** Why a token is refused: the message of the 401 (REST) or AccessDenied (storage). */
export const sessionRefusals = {
  ended: 'Session has ended: sign in again',
  banned: 'User is banned',
  roleChanged: 'The role in this JWT is no longer the user role: sign in again',
  aalChanged: 'The assurance level of this JWT is no longer the session level: sign in again',
} as const;

/** The SQLSTATE of a refusal (PostgREST's PTxyz convention: HTTP 401). */
export const sessionRefusedCode = 'PT401';

const setupSql =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), " +
  "set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)";

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The session check as one more column of the setup statement, its parameters from `$n` on. */
function sessionCheck(n: number): string {
  const refuse = (why: keyof typeof sessionRefusals) => `auth.refuse_token(${literal(sessionRefusals[why])})`;
  return `(select case
      when s.id is null or u.id is null or s.not_after <= now() then ${refuse('ended')}
      when u.banned_until > now() then ${refuse('banned')}
      when $${n + 1}::text <> '' and (u.raw_app_meta_data ->> 'role') is distinct from $${n + 1}::text then ${refuse('roleChanged')}
      when $${n + 2}::text = 'aal2' and s.aal <> 'aal2' then ${refuse('aalChanged')}
      else 0 end
    from (select) as one
    left join auth.sessions as s on s.id = $${n}::uuid and s.user_id = $3::uuid
    left join auth.users as u on u.id = s.user_id and u.deleted_at is null)`;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What of a signed-in token the check compares: its session, staff role and assurance level. */
function sessionParams(claims: RequestAuth['claims']): [string | null, string, string] {
  const sessionId = typeof claims.session_id === 'string' && uuid.test(claims.session_id) ? claims.session_id : null;
  const meta = claims.app_metadata;
  const role = meta && typeof meta === 'object' ? (meta as { role?: unknown }).role : undefined;
  return [sessionId, typeof role === 'string' ? role : '', typeof claims.aal === 'string' ? claims.aal : ''];
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
