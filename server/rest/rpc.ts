/**
 * /rest/v1/rpc/<fn>: calls a function of `public` as PostgREST does (what supabase-js `rpc()`
 * sends). POST passes the arguments as a JSON object; GET and HEAD pass them in the query string
 * and may call only stable or immutable functions, in a read-only transaction. Arguments go by
 * name, each a bound parameter cast to the argument's type; the overload is the one whose named
 * arguments the request gives (all without a default, none unknown). A function returning rows
 * takes the same select, filters, order, limit/offset, Range and count as a table; a scalar comes
 * back as its JSON value; `void` as 204. EXECUTE privileges, SECURITY DEFINER and the errors a
 * function raises are PostgreSQL's own, as for any statement (42501 → 401/403, P0001 → 400).
 */
import { quoteIdent, type FunctionInfo, type TableInfo } from './catalogue.ts';
import { restErrors, RestError } from './errors.ts';
import { runAs, runOnceAs } from './execute.ts';
import type { RestRequest, RestResponse } from './handlers.ts';
import type { ParsedQuery } from './parse-query.ts';
import { pageOf, type RowRange } from './request-headers.ts';
import { jsonBody, orderClause, Params, selectList, whereClause } from './sql-parts.ts';

export type RpcRequest = Omit<RestRequest, 'table'> & {
  name: string;
  overloads: FunctionInfo[];
  /** The arguments by name: the JSON body (POST) or the query parameters that name one (GET). */
  args: Record<string, unknown>;
  readOnly: boolean;
};

function unknownCall(name: string, given: string[]): RestError {
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${given.length ? `(${[...given].sort().join(', ')})` : ' without parameters'} in the schema cache`,
    { hint: 'Check the function name and its argument names' },
  );
}

/** The overload whose arguments match the given names. */
export function pickOverload(name: string, overloads: readonly FunctionInfo[], given: string[]): FunctionInfo {
  const names = new Set(given);
  const fits = overloads.filter((f) => {
    const known = new Set(f.args.map((a) => a.name));
    if (![...names].every((n) => known.has(n))) return false;
    const required = f.args.slice(0, f.args.length - f.defaults);
    return required.every((a) => names.has(a.name));
  });
  if (fits.length === 0) throw unknownCall(name, given);
  // Prefer the overload with the fewest arguments left to defaults.
  fits.sort((a, b) => a.args.length - b.args.length);
  return fits[0]!;
}

/** The SQL for one argument value, cast to its type. Arrays come as JSON arrays (POST) or array literals (GET). */
function argumentSql(type: string, value: unknown, params: Params): string {
  if (value === null || value === undefined) return `null::${type}`;
  if (type === 'json' || type === 'jsonb') return `${params.add(JSON.stringify(value))}::${type}`;
  if (type.endsWith('[]')) {
    // GET sends an array as PostgreSQL's literal ({a,b}), as postgrest-js writes it.
    if (typeof value === 'string') return `${params.add(value)}::${type}`;
    if (!Array.isArray(value)) {
      throw restErrors.invalidBody(`Expected a JSON array for an argument of type ${type}`);
    }
    return `array(select jsonb_array_elements_text(${params.add(JSON.stringify(value))}::jsonb))::${type}`;
  }
  if (typeof value === 'object') return `${params.add(JSON.stringify(value))}::${type}`;
  return `${params.add(String(value))}::${type}`;
}

function callSql(fn: FunctionInfo, args: Record<string, unknown>, params: Params): string {
  const parts = fn.args
    .filter((a) => Object.hasOwn(args, a.name))
    .map((a) => `${quoteIdent(a.name)} => ${argumentSql(a.type, args[a.name], params)}`);
  return `public.${quoteIdent(fn.name)}(${parts.join(', ')})`;
}

export async function handleRpc(r: RpcRequest, range: RowRange | undefined): Promise<RestResponse> {
  const fn = pickOverload(r.name, r.overloads, Object.keys(r.args));
  if (r.readOnly && !fn.readOnly) {
    throw new RestError(405, 'PGRST101', 'Cannot use the GET method on RPC that modifies the database', {
      hint: 'Call it with POST',
    });
  }
  const statement = r.limits.statement(r.auth.role);
  const timeoutMs = statement.guard ? undefined : r.limits.timeoutMs[r.auth.role];
  const params = new Params(statement);
  const call = callSql(fn, r.args, params);
  const run = (sql: string) =>
    r.readOnly
      ? runOnceAs(r.db, r.auth, { sql, params: params.values }, { readOnly: true, timeoutMs })
      : runAs(r.db, r.auth, (tx) => tx.query(sql, params.values), timeoutMs);
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };

  if (fn.columns) return rowsResult(r, fn, call, params, run, range);
  if (fn.returnType === 'void') {
    await run(`select ${call}`);
    return { status: 204, body: null, headers: {} };
  }
  if (fn.returnsSet) {
    const res = await run(`select coalesce(json_agg(_v), '[]')::text as body from ${call} as _v`);
    return { status: 200, body: (res.rows[0] as { body: string }).body, headers };
  }
  const res = await run(`select coalesce(to_json(${call})::text, 'null') as body`);
  return { status: 200, body: (res.rows[0] as { body: string }).body, headers };
}

async function rowsResult(
  r: RpcRequest,
  fn: FunctionInfo,
  call: string,
  params: Params,
  run: (sql: string) => Promise<{ rows: unknown[] }>,
  range: RowRange | undefined,
): Promise<RestResponse> {
  const table: TableInfo = {
    name: fn.name,
    columns: new Map(fn.columns!.map((c) => [c.name, c])),
    primaryKey: [],
    sqlName: call,
  };
  const query: ParsedQuery = r.query;
  const asked = pageOf(range, query.limit, query.offset);
  const page = { offset: asked.offset, limit: Math.min(asked.limit ?? Infinity, r.limits.maxRows) };
  const cols = selectList(table, query.select);
  const where = whereClause(table, query.filters, params);
  const order = orderClause(table, query.order, params);
  const limit = ` limit ${params.add(page.limit)}::bigint`;
  const offset = page.offset === 0 ? '' : ` offset ${params.add(page.offset)}::bigint`;
  const inner = `(select ${cols} from ${call} as _t${where}${order}${limit}${offset}) as _r`;
  const total = r.prefs.count ? `, (select count(*) from ${call} as _t${where}) as total` : '';
  const res = await run(jsonBody(inner, params, total));
  const row = res.rows[0] as { body: string | null; page_total: number; total?: string | number | null };
  const n = row.page_total;
  const body = row.body ?? '[]';
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
  if (r.prefs.applied.length) headers['Preference-Applied'] = r.prefs.applied.join(', ');
  const count = row.total === undefined || row.total === null ? undefined : Number(row.total);
  // A function returning one row (not setof) answers with that object, as PostgREST does.
  if (!fn.returnsSet || r.object) {
    if (r.object && n !== 1) throw restErrors.notSingle(n);
    if (!fn.returnsSet && n === 0) return { status: 200, body: 'null', headers };
    return { status: 200, body: body.slice(1, -1), headers };
  }
  headers['Content-Range'] = `${n > 0 ? `${page.offset}-${page.offset + n - 1}` : '*'}/${count ?? '*'}`;
  const partial = count !== undefined && (page.offset > 0 || page.offset + n < count);
  return { status: partial ? 206 : 200, body, headers };
}
