/**
 * POST: insert one object or an array of objects. Values reach PostgreSQL as one bound JSON
 * document expanded by json_populate_recordset (so PostgreSQL converts and validates every
 * value); with `Prefer: missing=default` a VALUES list writes DEFAULT for the keys a row lacks.
 * Upserts add ON CONFLICT. Without `return=representation` there is no RETURNING at all: roles
 * may insert rows they may not read back (contact_messages).
 */
import { quoteIdent, type TableInfo } from './catalogue.ts';
import { restErrors } from './errors.ts';
import type { ParsedQuery } from './parse-query.ts';
import { embeddedWriteResponse } from './build-select.ts';
import { selectParts, type SchemaSnapshot } from './embed.ts';
import { column, jsonBody, Params, selectList, type BodyFormat, type Statement } from './sql-parts.ts';

export type InsertOptions = {
  representation: boolean;
  /** How returned rows are rendered (sql-parts.ts). */
  format?: BodyFormat;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
  /** For embedded resources in the response (build-select.ts). */
  schema?: SchemaSnapshot;
};

type JsonObject = Record<string, unknown>;

/** Rows in one `missing=default` insert: one bound parameter per row. */
export const MAX_DEFAULTED_ROWS = 10_000;

export function insertColumns(table: TableInfo, query: ParsedQuery, rows: readonly JsonObject[]): string[] {
  let names: string[];
  if (query.columns) names = [...new Set(query.columns)];
  else {
    const seen = new Set<string>();
    for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
    names = [...seen];
  }
  for (const name of names) if (!table.columns.has(name)) throw restErrors.unknownPayloadColumn(name, table.name);
  return names;
}

/** Keeps only the inserted columns, so keys outside `columns=` are ignored as PostgREST does. */
function pick(row: JsonObject, names: readonly string[]): JsonObject {
  const out: JsonObject = {};
  for (const name of names) if (Object.hasOwn(row, name)) out[name] = row[name];
  return out;
}

function valuesSource(table: TableInfo, names: string[], rows: readonly JsonObject[], params: Params): string {
  if (rows.length > MAX_DEFAULTED_ROWS) {
    throw restErrors.unsupported(
      `Prefer: missing=default accepts at most ${MAX_DEFAULTED_ROWS} rows per request`,
      'Split the rows into smaller requests',
    );
  }
  const tuples = rows.map((row) => {
    const present = pick(row, names);
    if (Object.keys(present).length === 0) return `(${names.map(() => 'default').join(', ')})`;
    const p = params.add(JSON.stringify(present));
    const record = `(json_populate_record(null::${table.sqlName}, ${p}::json))`;
    return `(${names.map((n) => (Object.hasOwn(present, n) ? `${record}.${quoteIdent(n)}` : 'default')).join(', ')})`;
  });
  return `values ${tuples.join(', ')}`;
}

function conflictClause(table: TableInfo, query: ParsedQuery, names: string[], opts: InsertOptions): string {
  if (!opts.resolution) return '';
  const target = query.onConflict ?? table.primaryKey;
  if (target.length === 0) {
    throw restErrors.unsupported(
      `Table '${table.name}' has no primary key: name the conflict columns with on_conflict`,
    );
  }
  const cols = target.map((n) => quoteIdent(column(table, n).name)).join(', ');
  if (opts.resolution === 'ignore-duplicates' || names.length === 0) return ` on conflict (${cols}) do nothing`;
  const sets = names.map((n) => `${quoteIdent(n)} = excluded.${quoteIdent(n)}`).join(', ');
  return ` on conflict (${cols}) do update set ${sets}`;
}

export function buildInsert(
  table: TableInfo,
  query: ParsedQuery,
  rows: readonly JsonObject[],
  opts: InsertOptions,
): Statement {
  const params = new Params({ format: opts.format });
  const embedded = opts.representation && query.select?.some((item) => item.kind === 'embed');
  const returning = opts.representation && !embedded ? selectList(table, query.select) : '';
  let names = insertColumns(table, query, rows);
  let source: string;
  if (opts.missingDefault || names.length === 0) {
    if (names.length === 0) names = [table.columns.keys().next().value ?? ''];
    source = valuesSource(table, names, rows, params);
  } else {
    const doc = JSON.stringify(rows.map((row) => pick(row, names)));
    const list = names.map(quoteIdent).join(', ');
    source = `select ${list} from json_populate_recordset(null::${table.sqlName}, ${params.add(doc)}::json)`;
  }
  const insert =
    `insert into ${table.sqlName} as _t (${names.map(quoteIdent).join(', ')}) ${source}` +
    conflictClause(table, query, names, opts);
  if (!opts.representation) return { sql: insert, params: params.values };
  const withEmbeds = embeddedWriteResponse(table, query, params, insert, opts.schema);
  if (withEmbeds) return { sql: withEmbeds, params: params.values };
  if (opts.resolution === 'merge-duplicates') {
    // An upsert tells how many rows it inserted (xmax = 0: no older version), so that one that
    // only updated answers 200 rather than 201, as PostgREST does.
    const names = selectParts(table, query.select, params, undefined).names.map(quoteIdent).join(', ');
    const upsert = `${insert} returning ${returning}, (_t.xmax = 0) as "_pgrst_inserted"`;
    const inserted = `, (select count(*)::int from _i where "_pgrst_inserted") as inserted`;
    return {
      sql: `with _i as (${upsert}), _r as (select ${names} from _i) ${jsonBody('_r', params, inserted)}`,
      params: params.values,
    };
  }
  return { sql: `with _r as (${insert} returning ${returning}) ${jsonBody('_r', params)}`, params: params.values };
}
