/**
 * PostgREST's error envelope (`{code, details, hint, message}`) and the one translator from
 * PostgreSQL errors to it. Every failure of /rest/v1 leaves through here, so a client never
 * sees SQL text, a stack trace or an unexpected 500 for bad input.
 */
import { ApiError } from '../lib/api-error.ts';
import type { DbRole } from '../lib/request-auth.ts';
import { sessionRefusedCode } from '../lib/request-claims.ts';

/** An error of /rest/v1: PostgREST's codes, in the envelope every JSON API here shares (server/lib/api-error.ts). */
export class RestError extends ApiError {
  constructor(...args: ConstructorParameters<typeof ApiError>) {
    super(...args);
    this.name = 'RestError';
  }
}

/** The PostgREST codes this server answers with, each with its one status. */
export const restErrors = {
  /** PGRST100: a query parameter (filter, select, order, limit…) does not parse. */
  parse: (what: string, input: string, column: number, details: string) =>
    new RestError(400, 'PGRST100', `"failed to parse ${what} (${input})" (line 1, column ${column})`, { details }),
  /** PGRST100 for a well-formed request this server does not support. */
  unsupported: (message: string, hint: string | null = null) => new RestError(400, 'PGRST100', message, { hint }),
  invalidBody: (details: string | null = null) => new RestError(400, 'PGRST102', 'Empty or invalid json', { details }),
  rangeNotSatisfiable: (details: string | null = null) =>
    new RestError(416, 'PGRST103', 'Requested range not satisfiable', { details }),
  invalidSchema: (exposed: readonly string[]) =>
    new RestError(406, 'PGRST106', `The schema must be one of the following: ${exposed.join(', ')}`),
  unsupportedContentType: (type: string) =>
    new RestError(415, 'PGRST107', `Content-Type not acceptable: ${type}`, {
      hint: 'Send the body as application/json',
    }),
  unacceptableMedia: (types: readonly string[]) =>
    new RestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`),
  /** PGRST124: `Prefer: handling=strict, max-affected=N` and the write touched more rows. */
  maxAffected: (rows: number) =>
    new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', {
      details: `The query affects ${rows} rows`,
    }),
  /** PGRST128: max-affected with handling=strict on a function that does not return a set. */
  maxAffectedRpc: () =>
    new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    ),
  /** PGRST203: more than one overload fits the arguments given. */
  ambiguousFunction: (candidates: readonly string[]) =>
    new RestError(300, 'PGRST203', `Could not choose the best candidate function between: ${candidates.join(', ')}`, {
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    }),
  notSingle: (rows: number) =>
    new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', {
      details: `The result contains ${rows} rows`,
    }),
  unknownRelationship: (table: string, other: string) =>
    new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${table}' and '${other}' in the schema cache`,
      {
        hint: 'Embedded resources are not supported by this server',
      },
    ),
  /** PGRST202 as PostgREST words it, naming the arguments the call gave. */
  unknownFunction: (name: string, given: readonly string[] = [], schema = 'public') => {
    const sorted = [...given].sort();
    const searched =
      sorted.length === 0 ? 'without parameters' : `with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
    return new RestError(
      404,
      'PGRST202',
      `Could not find the function ${schema}.${name}${sorted.length ? `(${sorted.join(', ')})` : ' without parameters'} in the schema cache`,
      {
        details: `Searched for the function ${schema}.${name} ${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      },
    );
  },
  unknownPayloadColumn: (column: string, table: string) =>
    new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`),
  unknownTable: (table: string, suggestion: string | undefined, schema = 'public') =>
    new RestError(404, 'PGRST205', `Could not find the table '${schema}.${table}' in the schema cache`, {
      hint: suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
    }),
  unknownColumn: (table: string, column: string) =>
    new RestError(400, '42703', `column ${table}.${column} does not exist`),
  token: (code: string, message: string) =>
    new RestError(401, code, message, {
      headers: {
        'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message.replace(/"/g, "'")}"`,
      },
    }),
  bodyTooLarge: (limit: number) =>
    new RestError(413, 'payload_too_large', `Request body is larger than the limit of ${limit} bytes`, {
      hint: 'Send fewer rows per request',
    }),
  methodNotAllowed: (method: string) => new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`),
  internal: () => new RestError(500, 'PGRST000', 'Internal server error'),
};

type PgErrorLike = { code: string; message: string; detail?: string; hint?: string; severity?: string };

function isPgError(err: unknown): err is PgErrorLike {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as Record<string, unknown>;
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.message === 'string';
}

/** PostgreSQL codes a client can cause with valid SQL, and the status PostgREST gives each. */
function statusFor(code: string, role: DbRole): number | undefined {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  // PostgREST's convention: a function's SQLSTATE PTxyz answers HTTP xyz (4xx only here).
  const pt = /^PT(4\d\d)$/.exec(code)?.[1];
  if (pt !== undefined) return Number(pt);
  if (code === '23505' || code === '23503') return 409;
  if (code === 'P0001' || code.startsWith('22') || code.startsWith('23')) return 400;
  if (code === '42883' || code === '42804' || code === '42P18' || code === '2201B') return 400;
  // A grouping error: an aggregated select ordered or filtered by a column it does not group by.
  if (code === '42803') return 400;
  if (code === '54000' || code === '54001') return 413;
  if (code === '40001' || code === '40P01' || code === '55P03') return 409;
  // A statement timeout: PostgREST answers every 57* but 57P01 with 500, code and message kept.
  if (code === '57014') return 500;
  if (code.startsWith('08') || code === '53300' || code === '57P01' || code === '57P03') return 503;
  return undefined;
}

/**
 * The one translator: a RestError (or any ApiError: a feature's write rule may throw one) passes through; a PostgreSQL error a client can cause keeps
 * PostgreSQL's code and message (as PostgREST does); anything else is logged by the caller and
 * answered with a bare 500.
 */
export function toRestError(err: unknown, role: DbRole): { error: ApiError; unexpected: boolean } {
  if (err instanceof ApiError) return { error: err, unexpected: false };
  if (isPgError(err)) {
    // The token's session no longer admits it (server/lib/request-claims.ts): a token error.
    if (err.code === sessionRefusedCode) return { error: restErrors.token('PGRST303', err.message), unexpected: false };
    const status = statusFor(err.code, role);
    if (status === 503) {
      return {
        error: new RestError(503, 'PGRST001', 'Database client error. Retrying the connection.'),
        unexpected: true,
      };
    }
    if (status !== undefined) {
      return {
        error: new RestError(status, err.code, err.message, { details: err.detail ?? null, hint: err.hint ?? null }),
        unexpected: false,
      };
    }
  }
  return { error: restErrors.internal(), unexpected: true };
}
