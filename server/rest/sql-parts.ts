/**
 * The pieces every statement shares: bound parameters, the WHERE clause built from the filter
 * tree, the column list of `select=`/RETURNING, and ORDER BY. Every identifier written here was
 * found in the catalogue and is quoted; every value is a bound parameter cast to the column's
 * type, so PostgreSQL (not JavaScript) validates it. The target table is always aliased `_t`.
 */
import { quoteIdent, type ColumnInfo, type TableInfo } from './catalogue.ts';
import { restErrors } from './errors.ts';
import type { Condition, Filter } from './parse-filter.ts';
import type { OrderTerm, SelectItem } from './parse-query.ts';

export type Statement = { sql: string; params: unknown[] };

/** What limits.ts writes into a statement. */
export type StatementLimits = {
  /**
   * The clock guard every row passes first on the embedded database, written into each WHERE
   * clause the statement has; undefined on PostgreSQL.
   */
  guard?: string | undefined;
  /** Whether `select` may use aggregates (REST_AGGREGATES, PostgREST's db-aggregates-enabled). */
  aggregates?: boolean | undefined;
  /** The most bytes the JSON text of the rows may have (rest_guard.capped, migration 0016). */
  maxBytes?: number | undefined;
  /** How the rows are rendered (the negotiated media type): JSON (default), JSON without nulls, CSV. */
  format?: BodyFormat | undefined;
};

export type BodyFormat = 'json' | 'stripped' | 'csv';

export class Params {
  readonly values: unknown[] = [];
  readonly guard: string | undefined;
  readonly maxBytes: number | undefined;
  readonly format: BodyFormat;
  readonly aggregates: boolean;
  constructor(limits: StatementLimits = {}) {
    this.aggregates = limits.aggregates ?? false;
    this.guard = limits.guard;
    this.maxBytes = limits.maxBytes;
    this.format = limits.format ?? 'json';
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function column(table: TableInfo, name: string): ColumnInfo {
  const col = table.columns.get(name);
  if (!col) throw restErrors.unknownColumn(table.name, name);
  return col;
}

const comparison: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
const patterns: Record<string, string> = { like: 'like', ilike: 'ilike', match: '~', imatch: '~*' };
const isSql: Record<string, string> = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
};

/** A PostgreSQL array literal of text elements, each quoted: `{"a","b\"c"}`. */
export function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((s) => `"${s.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

/** A column, or a JSON path into one (`data->a->>b`), as SQL on `alias`, with its type. */
export type ColumnRef = { sql: string; type: string; textual: boolean; name: string };

const arrowSplit = /(->>|->)/;

export function columnRef(table: TableInfo, path: string, alias = '_t'): ColumnRef {
  const parts = path.split(arrowSplit);
  const computed = table.columns.has(parts[0]!) ? undefined : table.computed?.get(parts[0]!);
  if (computed && parts.length === 1) {
    // A computed field: the function called with the row (catalogue.ts).
    return { sql: `${table.schemaSql ?? 'public'}.${quoteIdent(computed.name)}(${alias})`, ...computed };
  }
  const col = column(table, parts[0]!);
  let sql = `${alias}.${quoteIdent(col.name)}`;
  if (parts.length === 1) return { sql, type: col.type, textual: col.textual, name: col.name };
  if (col.type !== 'json' && col.type !== 'jsonb') {
    throw restErrors.unsupported(`JSON paths need a json or jsonb column: "${col.name}" is ${col.type}`);
  }
  let last = col.name;
  let text = false;
  for (let i = 1; i < parts.length; i += 2) {
    const arrow = parts[i]!;
    const key = parts[i + 1] ?? '';
    if (key === '') throw restErrors.parse('field', path, path.length, 'unexpected end of input expecting key');
    // A key of digits indexes an array, as PostgREST reads it.
    const k = /^-?\d+$/.test(key) ? key : `'${key.replaceAll("'", "''")}'`;
    sql = `(${sql}${arrow}${k})`;
    last = key;
    text = arrow === '->>';
  }
  return { sql, type: text ? 'text' : col.type, textual: text, name: last };
}

const rangeOps: Record<string, string> = {
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxl: '&>',
  nxr: '&<',
  adj: '-|-',
};
const tsQuery: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

function condition(table: TableInfo, c: Condition, params: Params, alias: string): string {
  const col = columnRef(table, c.column, alias);
  const ref = col.sql;
  let sql: string;
  if (c.op === 'is') sql = `${ref} ${isSql[c.value]}`;
  else if (c.op === 'in') sql = `${ref} = any(${params.add(arrayLiteral(c.value))}::${col.type}[])`;
  else if (c.op === 'isdistinct') sql = `${ref} is distinct from ${params.add(c.value)}::${col.type}`;
  else if (c.op in rangeOps) sql = `${ref} ${rangeOps[c.op]} ${params.add(c.value)}::${col.type}`;
  else if (c.op in tsQuery) {
    const cfg = c.config ? `${params.add(c.config)}::regconfig, ` : '';
    const doc = col.type === 'tsvector' ? ref : `to_tsvector(${cfg}${col.textual ? ref : `${ref}::text`})`;
    sql = `${doc} @@ ${tsQuery[c.op]}(${cfg}${params.add(c.value)}::text)`;
  } else if (c.op in patterns) {
    const lhs = col.textual ? ref : `${ref}::text`;
    sql = c.quantifier
      ? `${lhs} ${patterns[c.op]} ${c.quantifier}(${params.add(c.value)}::text[])`
      : `${lhs} ${patterns[c.op]} ${params.add(c.value)}::text`;
  } else if (c.quantifier) {
    sql = `${ref} ${comparison[c.op]} ${c.quantifier}(${params.add(c.value)}::${col.type}[])`;
  } else sql = `${ref} ${comparison[c.op]} ${params.add(c.value)}::${col.type}`;
  return c.negate ? `not (${sql})` : sql;
}

function filterSql(table: TableInfo, f: Filter, params: Params, alias: string): string {
  if (f.kind === 'condition') return condition(table, f, params, alias);
  const parts = f.children.map((child) => filterSql(table, child, params, alias));
  const joined = `(${parts.join(f.kind === 'and' ? ' and ' : ' or ')})`;
  return f.negate ? `not ${joined}` : joined;
}

/** ` where …` or an empty string; the guard, if any, comes first. */
export function whereClause(
  table: TableInfo,
  filters: readonly Filter[],
  params: Params,
  alias = '_t',
  extra: readonly string[] = [],
): string {
  const terms = [...extra, ...filters.map((f) => filterSql(table, f, params, alias))];
  if (params.guard) terms.unshift(params.guard);
  if (terms.length === 0) return '';
  return ` where ${terms.join(' and ')}`;
}

/** The output columns: `_t.*` or `_t."a" as "a", _t."b"::text as "b"`. */
export function selectList(table: TableInfo, select: readonly SelectItem[] | null): string {
  if (!select) return '_t.*';
  return select
    .map((item) => {
      if (item.kind === 'star') return '_t.*';
      if (item.kind === 'embed') throw restErrors.unknownRelationship(table.name, item.name);
      const col = columnRef(table, item.column);
      const cast = item.cast ? `::${item.cast}` : '';
      return `${col.sql}${cast} as ${quoteIdent(item.alias ?? col.name)}`;
    })
    .join(', ');
}

/** Characters of a text column a guarded sort compares first (see orderClause). */
export const sortPrefixChars = 256;

/**
 * ` order by …` or an empty string. Under the clock guard (embedded database) a text column
 * sorts on its first `sortPrefixChars` characters first, then on the whole value: the same
 * order, but the sort, which no guard can interrupt, compares (and transforms for collation)
 * short keys, and whole values only where prefixes tie. Sorting a few hundred 150 KB bodies by
 * their whole value took seconds of the one database thread.
 */
export function orderClause(table: TableInfo, order: readonly OrderTerm[], params?: Params, alias = '_t'): string {
  if (order.length === 0) return '';
  const terms = order.map((o) => {
    const col = columnRef(table, o.column, alias);
    const nulls = o.nulls ? ` nulls ${o.nulls}` : '';
    const ref = col.sql;
    const term = `${ref} ${o.direction}${nulls}`;
    return params?.guard && col.textual ? `left(${ref}, ${sortPrefixChars}) ${o.direction}${nulls}, ${term}` : term;
  });
  return ` order by ${terms.join(', ')}`;
}

/**
 * Wraps a row source `_r` into one row: the JSON array as text and the number of rows. With a
 * guard, each row is checked before it is aggregated (a page of large rows takes time to render);
 * with a byte cap, a larger text fails the statement instead of reaching the server.
 */
export function jsonBody(source: string, params: Params, extra = ''): string {
  const where = params.guard ? ` where ${params.guard}` : '';
  const json = bodySql(params.format);
  // An integer from validated configuration, never request input.
  const body = params.maxBytes ? `rest_guard.capped(${json}, ${Math.floor(params.maxBytes)})` : json;
  return `select ${body} as body, count(*)::int as page_total${extra} from ${source}${where}`;
}

/**
 * The aggregate that renders the rows `_r`. CSV as PostgREST writes it: a header of the column
 * names, then each row as PostgreSQL's record text without its parentheses (values quoted where
 * they need it, NULL empty), lines joined by a newline.
 */
function bodySql(format: BodyFormat): string {
  if (format === 'stripped') return `coalesce(json_strip_nulls(json_agg(_r)), '[]')::text`;
  if (format === 'csv') {
    const header = `(select string_agg(_k, ',') from json_object_keys(json_agg(_r) -> 0) as _k)`;
    const rows = `string_agg(substr(_r::text, 2, length(_r::text) - 2), E'\\n')`;
    return `coalesce(${header} || E'\\n' || ${rows}, '')`;
  }
  return `coalesce(json_agg(_r), '[]')::text`;
}
