/**
 * The four verbs. Each builds one statement, runs it with the caller's role and claims, and
 * shapes PostgREST's response: status, JSON body (already JSON text from SQL), Content-Range.
 */
import type { Db, Queryable } from '../db/types.ts';
import type { RequestAuth } from '../lib/request-auth.ts';
import { isJsonObject } from './body.ts';
import { buildDelete } from './build-delete.ts';
import { buildInsert } from './build-insert.ts';
import { buildSelect } from './build-select.ts';
import type { SchemaSnapshot } from './embed.ts';
import { buildUpdate } from './build-update.ts';
import type { TableInfo } from './catalogue.ts';
import { restErrors } from './errors.ts';
import { runAs, runOnceAs } from './execute.ts';
import type { RestLimits } from './limits.ts';
import type { ParsedQuery } from './parse-query.ts';
import { pageOf, type Media, type Preferences, type RowRange } from './request-headers.ts';
import type { BodyFormat, Statement, StatementLimits } from './sql-parts.ts';
import {
  hasOnInserted,
  prepareInsert,
  prepareUpdate,
  runOnInserted,
  type BoundWriteRules,
  type WriteRow,
} from './write-rules.ts';

export type RestRequest = {
  db: Db;
  auth: RequestAuth;
  table: TableInfo;
  query: ParsedQuery;
  prefs: Preferences;
  /** `Accept: application/vnd.pgrst.object+json` (`.single()`). */
  object: boolean;
  /** The negotiated body: JSON array or object, nulls stripped, CSV (request-headers.ts). */
  media: Media;
  limits: RestLimits;
  /** The relations and foreign keys resource embedding resolves against (embed.ts). */
  schema?: SchemaSnapshot;
};

/**
 * The caller's statement limits (clock guard on the embedded database, byte cap) and, on
 * PostgreSQL, statement timeout: limits.ts.
 */
function limitsOf(r: RestRequest): { statement: StatementLimits; timeoutMs: number | undefined } {
  const statement = { ...r.limits.statement(r.auth.role), format: formatOf(r.media) };
  return { statement, timeoutMs: statement.guard ? undefined : r.limits.timeoutMs[r.auth.role] };
}

export function formatOf(media: Media): BodyFormat {
  return media.csv ? 'csv' : media.stripNulls ? 'stripped' : 'json';
}

export type RestResponse = { status: number; body: string | null; headers: Record<string, string> };

type BodyRow = {
  body: string | null;
  page_total: number;
  total?: string | number | null;
  /** An upsert's inserted rows (build-insert.ts): none inserted answers 200, not 201. */
  inserted?: number;
};

const jsonType = 'application/json; charset=utf-8';
const objectType = 'application/vnd.pgrst.object+json; charset=utf-8';

/** `[{…}]` → `{…}`: json_agg of exactly one row, unwrapped without parsing. */
function unwrap(body: string): string {
  return body.slice(1, -1);
}

function bodyRow(rows: readonly unknown[]): BodyRow {
  return (rows[0] as BodyRow | undefined) ?? { body: '[]', page_total: 0 };
}

/** `.single()`: exactly one row, else PGRST116. */
function single(row: BodyRow): BodyRow {
  if (row.page_total !== 1) throw restErrors.notSingle(row.page_total);
  return row;
}

/** The Content-Type of a body in `media`. */
export function contentType(media: Media): string {
  if (media.csv) return 'text/csv; charset=utf-8';
  if (media.stripNulls) {
    return `application/vnd.pgrst.${media.object ? 'object' : 'array'}+json;nulls=stripped; charset=utf-8`;
  }
  return media.object ? objectType : jsonType;
}

function contentHeaders(media: Media, prefs: Preferences): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': contentType(media) };
  if (prefs.applied.length) headers['Preference-Applied'] = prefs.applied.join(', ');
  return headers;
}

export async function handleRead(r: RestRequest, range: RowRange | undefined): Promise<RestResponse> {
  const asked = pageOf(range, r.query.limit, r.query.offset);
  // At most maxRows rows, whatever was asked (PostgREST's db-max-rows): the first of the range.
  const page = { offset: asked.offset, limit: Math.min(asked.limit ?? Infinity, r.limits.maxRows) };
  const { statement, timeoutMs } = limitsOf(r);
  const stmt = buildSelect(r.table, r.query, page, r.prefs.count, statement, r.schema);
  const read = bodyRow((await runOnceAs(r.db, r.auth, stmt, { readOnly: true, timeoutMs })).rows);
  const row = r.object ? single(read) : read;
  const n = row.page_total;
  const total = row.total === undefined || row.total === null ? undefined : Number(row.total);
  if (total !== undefined && total > 0 && page.offset >= total) {
    throw restErrors.rangeNotSatisfiable(
      `An offset of ${page.offset} was requested, but there are only ${total} rows.`,
    );
  }
  const headers = contentHeaders(r.media, r.prefs);
  headers['Content-Range'] = `${n > 0 ? `${page.offset}-${page.offset + n - 1}` : '*'}/${total ?? '*'}`;
  const partial = total !== undefined && (page.offset > 0 || page.offset + n < total);
  const body = row.body ?? (r.media.csv ? '' : '[]');
  return { status: partial ? 206 : 200, body: r.object ? unwrap(body) : body, headers };
}

/**
 * POST: `payload` is the parsed JSON body (object or array of objects). The table's write rules,
 * if any, see the rows first, and their `onInserted` runs inside the insert's transaction.
 */
export async function handleInsert(r: RestRequest, payload: unknown, rules?: BoundWriteRules): Promise<RestResponse> {
  const given = Array.isArray(payload) ? payload : [payload];
  if (!given.every(isJsonObject)) throw restErrors.invalidBody('Expected a JSON object or an array of JSON objects');
  const representation = r.prefs.return === 'representation';
  const prepared = await prepareInsert(rules, given);
  if ('discard' in prepared) return discarded(r, representation);
  const stmt = buildInsert(r.table, withServerSetColumns(r.query, given, prepared.rows), prepared.rows, {
    format: formatOf(r.media),
    representation,
    resolution: r.prefs.resolution,
    missingDefault: r.prefs.missingDefault,
    ...(r.schema ? { schema: r.schema } : {}),
  });
  const alsoWrite = hasOnInserted(rules) ? (tx: Queryable) => runOnInserted(rules, tx, prepared.rows) : undefined;
  return write(r, stmt, representation, 201, alsoWrite);
}

/**
 * `columns=` names the client's columns; what the table's write rules set themselves (the contact
 * intake's id, source_ip, user_agent, a registration's details) is always written too (#26: a
 * narrow columns= dropped them, and the lead's delivery_state was then set on an id never stored).
 */
function withServerSetColumns(query: ParsedQuery, given: readonly WriteRow[], rows: readonly WriteRow[]): ParsedQuery {
  if (!query.columns) return query;
  const sent = new Set<string>();
  for (const row of given) for (const key of Object.keys(row)) sent.add(key);
  const added = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) if (!sent.has(key)) added.add(key);
  return added.size === 0 ? query : { ...query, columns: [...new Set([...query.columns, ...added])] };
}

/** Rolls a transaction back once its result is known (`Prefer: tx=rollback`). */
export class RolledBack<T> {
  readonly result: T;
  constructor(result: T) {
    this.result = result;
  }
}

/** What a discarded insert answers: the same as a successful insert that wrote nothing visible. */
function discarded(r: RestRequest, representation: boolean): RestResponse {
  const total = r.prefs.count ? '0' : '*';
  if (!representation) return { status: 201, body: null, headers: { 'Content-Range': `*/${total}` } };
  return {
    status: 201,
    body: r.object ? '{}' : '[]',
    headers: { ...contentHeaders(r.media, r.prefs), 'Content-Range': `*/${total}` },
  };
}

/** PATCH: the table's write rules, if any, see the changes first. */
export async function handleUpdate(r: RestRequest, payload: unknown, rules?: BoundWriteRules): Promise<RestResponse> {
  if (!isJsonObject(payload)) throw restErrors.invalidBody('Expected a JSON object');
  const representation = r.prefs.return === 'representation';
  const changes = await prepareUpdate(rules, payload);
  const stmt = buildUpdate(r.table, r.query, changes, representation, limitsOf(r).statement, r.schema);
  if (!stmt) {
    if (r.object) throw restErrors.notSingle(0);
    return representation
      ? {
          status: 200,
          body: '[]',
          headers: { ...contentHeaders({ ...r.media, object: false }, r.prefs), 'Content-Range': '*/*' },
        }
      : { status: 204, body: null, headers: { 'Content-Range': '*/*' } };
  }
  return write(r, stmt, representation, 200);
}

export async function handleDelete(r: RestRequest): Promise<RestResponse> {
  const representation = r.prefs.return === 'representation';
  return write(r, buildDelete(r.table, r.query, representation, limitsOf(r).statement, r.schema), representation, 200);
}

/**
 * Runs the write as the caller. One pipelined transaction in the common case; a transaction of
 * its own when the result must be checked before the commit (`.single()`) or when write rules
 * add writes of their own (`alsoWrite`).
 */
async function write(
  r: RestRequest,
  stmt: Statement,
  representation: boolean,
  okStatus: number,
  alsoWrite?: (tx: Queryable) => Promise<void>,
): Promise<RestResponse> {
  // PostgREST applies max-affected to updates and deletes.
  const maxAffected = okStatus === 201 ? undefined : r.prefs.maxAffected;
  const inTransaction = async (tx: Queryable) => {
    const result = await tx.query(stmt.sql, stmt.params);
    const count = representation ? bodyRow(result.rows).page_total : result.rowCount;
    if (r.object && count !== 1) throw restErrors.notSingle(count);
    if (maxAffected !== undefined && count > maxAffected) throw restErrors.maxAffected(count);
    await alsoWrite?.(tx);
    if (r.prefs.rollback) throw new RolledBack(result);
    return result;
  };
  const { timeoutMs } = limitsOf(r);
  const checked = r.object || alsoWrite || r.prefs.rollback || maxAffected !== undefined;
  const result = checked
    ? await runAs(r.db, r.auth, inTransaction, timeoutMs).catch((err: unknown) => {
        if (err instanceof RolledBack) return err.result as Awaited<ReturnType<typeof inTransaction>>;
        throw err;
      })
    : await runOnceAs(r.db, r.auth, stmt, { timeoutMs });
  if (representation) {
    const row = bodyRow(result.rows);
    const n = row.page_total;
    const headers = contentHeaders(r.media, r.prefs);
    headers['Content-Range'] = `${n > 0 ? `0-${n - 1}` : '*'}/${r.prefs.count ? n : '*'}`;
    const body = row.body ?? (r.media.csv ? '' : '[]');
    const status = okStatus === 201 && row.inserted === 0 && n > 0 ? 200 : okStatus;
    return { status, body: r.object ? unwrap(body) : body, headers };
  }
  const affected = result.rowCount;
  const headers: Record<string, string> = {};
  if (r.prefs.applied.length) headers['Preference-Applied'] = r.prefs.applied.join(', ');
  const total = r.prefs.count ? String(affected) : '*';
  headers['Content-Range'] = okStatus === 201 || affected === 0 ? `*/${total}` : `0-${affected - 1}/${total}`;
  return { status: okStatus === 201 ? 201 : 204, body: null, headers };
}
