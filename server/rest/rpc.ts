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
import { quoteIdent, rowTypeName, schemaNameOf, type FunctionInfo, type TableInfo } from './catalogue.ts';
import { restErrors, RestError } from './errors.ts';
import type { Queryable, QueryResult } from '../db/types.ts';
import { runAs, runOnceAs } from './execute.ts';
import { contentType, formatOf, RolledBack, type RestRequest, type RestResponse } from './handlers.ts';
import type { ParsedQuery } from './parse-query.ts';
import { pageOf, type RowRange } from './request-headers.ts';
import { checkEmbeddedUsed, selectParts } from './embed.ts';
import { jsonBody, orderClause, Params, selectList, whereClause } from './sql-parts.ts';

export type RpcRequest = Omit<RestRequest, 'table'> & {
  name: string;
  overloads: FunctionInfo[];
  /** The arguments by name: the JSON body (POST) or the query parameters that name one (GET). */
  args: Record<string, unknown>;
  readOnly: boolean;
};

/**
 * The overload the arguments name, as PostgREST resolves it: every argument without a default
 * given, none unknown; when no overload fits that way, a POST whose JSON body is the one unnamed
 * json/jsonb argument. No fit: 404 PGRST202; more than one: 300 PGRST203.
 */
export function pickOverload(
  name: string,
  overloads: readonly FunctionInfo[],
  given: string[],
  post = false,
): FunctionInfo {
  const keys = new Set(given);
  const matches = overloads.filter((f) => matchesArgs(f, keys));
  const fallback = post
    ? overloads.filter(
        (f) => f.args.length === 1 && f.args[0]!.name === '' && ['json', 'jsonb'].includes(f.args[0]!.type),
      )
    : [];
  const fits = matches.length > 0 ? matches : fallback;
  const schema = schemaNameOf(overloads[0]?.schemaSql);
  if (fits.length === 0) throw restErrors.unknownFunction(name, given, schema);
  if (fits.length > 1) {
    // Ordered by their argument lists, as PostgREST lists them (no arguments first).
    const lists = fits
      .map((f) => f.args.map((a) => `${a.name} => ${a.type}`).join(', '))
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    throw restErrors.ambiguousFunction(lists.map((list) => `${schema}.${name}(${list})`));
  }
  return fits[0]!;
}

export function matchesArgs(f: FunctionInfo, keys: ReadonlySet<string>): boolean {
  if (f.args.length === 0) return keys.size === 0;
  const required = f.args.slice(0, f.args.length - f.defaults).map((a) => a.name);
  const optional = new Set(f.args.slice(f.args.length - f.defaults).map((a) => a.name));
  const rest = [...keys].filter((k) => !optional.has(k));
  return rest.length === required.length && required.every((n) => keys.has(n));
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
  // A row-typed argument comes as a JSON object of its columns (missing ones are null).
  if (typeof value === 'object' && !Array.isArray(value)) {
    return `jsonb_populate_record(null::${type}, ${params.add(JSON.stringify(value))}::jsonb)`;
  }
  if (typeof value === 'object') return `${params.add(JSON.stringify(value))}::${type}`;
  return `${params.add(String(value))}::${type}`;
}

function callSql(fn: FunctionInfo, args: Record<string, unknown>, params: Params, wholeBody = false): string {
  // One unnamed argument: passed by position (the whole JSON body, or the value keyed "").
  if (fn.args.length === 1 && fn.args[0]!.name === '') {
    const value = wholeBody ? args : args[''];
    return `${fn.schemaSql ?? 'public'}.${quoteIdent(fn.name)}(${value === undefined ? '' : argumentSql(fn.args[0]!.type, value, params)})`;
  }
  const parts = fn.args
    .filter((a) => Object.hasOwn(args, a.name))
    .map((a) => `${quoteIdent(a.name)} => ${argumentSql(a.type, args[a.name], params)}`);
  return `${fn.schemaSql ?? 'public'}.${quoteIdent(fn.name)}(${parts.join(', ')})`;
}

export async function handleRpc(r: RpcRequest, range: RowRange | undefined): Promise<RestResponse> {
  const given = Object.keys(r.args);
  const fn = pickOverload(r.name, r.overloads, given, !r.readOnly);
  const wholeBody = !matchesArgs(fn, new Set(given));
  if (r.readOnly && !fn.readOnly) {
    throw new RestError(405, 'PGRST101', 'Cannot use the GET method on RPC that modifies the database', {
      hint: 'Call it with POST',
    });
  }
  const statement = r.limits.statement(r.auth.role);
  const timeoutMs = statement.guard ? undefined : r.limits.timeoutMs[r.auth.role];
  const maxAffected = r.readOnly ? undefined : r.prefs.maxAffected;
  if (maxAffected !== undefined && !fn.returnsSet) throw restErrors.maxAffectedRpc();
  const params = new Params({ ...statement, format: formatOf(r.media) });
  const call = callSql(fn, r.args, params, wholeBody);
  // A POST runs in a transaction of its own: checked against max-affected (the rows returned,
  // as PostgREST counts them) and rolled back after answering with `Prefer: tx=rollback`.
  const inTransaction = async (tx: Queryable, sql: string) => {
    const res = await tx.query(sql, params.values);
    const n = Number((res.rows[0] as { page_total?: number } | undefined)?.page_total ?? 0);
    if (maxAffected !== undefined && n > maxAffected) throw restErrors.maxAffected(n);
    if (r.prefs.rollback) throw new RolledBack(res);
    return res;
  };
  const run = (sql: string): Promise<QueryResult> =>
    r.readOnly
      ? runOnceAs(r.db, r.auth, { sql, params: params.values }, { readOnly: true, timeoutMs })
      : runAs(r.db, r.auth, (tx) => inTransaction(tx, sql), timeoutMs).catch((err: unknown) => {
          if (err instanceof RolledBack) return err.result as QueryResult;
          throw err;
        });
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
  if (r.prefs.applied.length) headers['Preference-Applied'] = r.prefs.applied.join(', ');

  if (fn.columns) return rowsResult(r, fn, call, params, run, range);
  if (fn.returnType === 'void') {
    await run(`select ${call}`);
    return { status: 204, body: null, headers: {} };
  }
  // Content-Range as PostgREST sends it for scalars: one row, or the set's rows; the total
  // only with Prefer: count=exact.
  const scalarRange = (n: number) => `${n > 0 ? `0-${n - 1}` : '*'}/${r.prefs.count ? n : '*'}`;
  if (fn.returnsSet) {
    const res = await run(
      `select coalesce(json_agg(_v), '[]')::text as body, count(*)::int as page_total from ${call} as _v`,
    );
    const row = res.rows[0] as { body: string; page_total: number };
    return {
      status: 200,
      body: row.body,
      headers: { ...headers, 'Content-Range': scalarRange(Number(row.page_total)) },
    };
  }
  const res = await run(`select coalesce(to_json(${call})::text, 'null') as body`);
  return {
    status: 200,
    body: (res.rows[0] as { body: string }).body,
    headers: { ...headers, 'Content-Range': scalarRange(1) },
  };
}

async function rowsResult(
  r: RpcRequest,
  fn: FunctionInfo,
  call: string,
  params: Params,
  run: (sql: string) => Promise<{ rows: unknown[] }>,
  range: RowRange | undefined,
): Promise<RestResponse> {
  // Rows of a relation of `public` embed as that relation's rows do, with its computed fields.
  const relation =
    fn.returnType === 'record' ? undefined : r.schema?.tables.get(rowTypeName(fn.returnType, fn.schemaSql));
  const table: TableInfo = relation
    ? { ...relation, sqlName: call }
    : { name: fn.name, columns: new Map(fn.columns!.map((c) => [c.name, c])), primaryKey: [], sqlName: call };
  const query: ParsedQuery = r.query;
  const asked = pageOf(range, query.limit, query.offset);
  const page = { offset: asked.offset, limit: Math.min(asked.limit ?? Infinity, r.limits.maxRows) };
  // Aggregates group the function's rows by the other columns (embed.ts); no embedding here.
  const aggregated = query.select?.some((item) => item.kind === 'column' && item.aggregate) ?? false;
  const ctx =
    relation && r.schema ? { schema: r.schema, embedded: query.embedded, used: new Set<string>() } : undefined;
  const parts = aggregated || ctx ? selectParts(table, query.select, params, ctx) : undefined;
  if (ctx) checkEmbeddedUsed(ctx);
  const cols = parts ? parts.cols : selectList(table, query.select);
  const joins = parts?.joins ?? '';
  const where = whereClause(table, query.filters, params) + (parts?.groupBy ?? '');
  const order = orderClause(table, query.order, params);
  const limit = ` limit ${params.add(page.limit)}::bigint`;
  const offset = page.offset === 0 ? '' : ` offset ${params.add(page.offset)}::bigint`;
  const inner = `(select ${cols} from ${call} as _t${joins}${where}${order}${limit}${offset}) as _r`;
  const total = r.prefs.count
    ? `, (select count(*) from ${call} as _t${parts?.inner ? joins : ''}${whereClause(table, query.filters, params)}) as total`
    : '';
  const res = await run(jsonBody(inner, params, total));
  const row = res.rows[0] as { body: string | null; page_total: number; total?: string | number | null };
  const n = row.page_total;
  const body = row.body ?? (r.media.csv ? '' : '[]');
  const headers: Record<string, string> = { 'Content-Type': contentType(r.media) };
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
